import type { ApprovalRules, CustomerUser, CustomerUsers, InviteUser, UpdateCustomerUser } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { tokenLifetimesMs, type OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import { invitationMail } from './invitation-mail.ts';
import type { CustomerUserRow, CustomerUsersRepository } from './customer-users.repository.ts';

export const CustomerUserMessages = {
  adminOnly: "Only the customer's admin may change its users",
  emailTaken: 'A user with this e-mail address already exists',
  unknownShipto: (code: string) => `Ship-to ${code} is not one of the customer's`,
  notFound: 'User was not found',
  notYourself: 'You cannot change your own role, ship-tos or access',
} as const;

const toUser = (r: CustomerUserRow): CustomerUser => ({
  id: r.id,
  username: r.username,
  name: r.name,
  email: r.email,
  role: r.role,
  isCustomerAdmin: r.isCustomerAdmin,
  shiptoCodes: r.shiptoCodes,
  disabled: r.disabled,
  invitationPending: r.invitedAt !== null,
});

/**
 * A business customer's own users (issue 35, decision 510): its admin invites, changes roles and
 * ship-to limits, disables and re-enables; salespeople and administrators read them.
 */
export function createCustomerUsersService(deps: {
  repo: CustomerUsersRepository;
  customers: Pick<CustomersService, 'account'>;
  oneTimeTokens: OneTimeTokensService;
  mail: MailService;
  /** The site's name and logo for the mail layout (the notifications feature's). */
  brand: () => Promise<MailBrand>;
  publicUrl: string;
  now: () => Date;
}) {
  const { repo, customers, oneTimeTokens, mail, brand, publicUrl, now } = deps;

  function managerOf(ctx: CustomerContext): number {
    const { user } = ctx;
    if (user.kind !== 'customer' || !user.isCustomerAdmin || ctx.sessionType !== 'normal') {
      throw new AppError('FORBIDDEN', CustomerUserMessages.adminOnly);
    }
    return ctx.customerId;
  }

  async function checkShiptos(
    customerId: number,
    codes: string[] | null | undefined,
  ): Promise<string[] | null | undefined> {
    if (codes === null || codes === undefined) return codes;
    const known = new Set((await customers.account(customerId)).shiptos.map((s) => s.code));
    const unique = [...new Set(codes)];
    const unknown = unique.find((c) => !known.has(c));
    if (unknown !== undefined) {
      const message = CustomerUserMessages.unknownShipto(unknown);
      throw new AppError('UNPROCESSABLE', message, { errors: [message] });
    }
    if (unique.length === 0) {
      const message = 'Choose at least one ship-to, or all of them';
      throw new AppError('UNPROCESSABLE', message, { errors: [message] });
    }
    return unique;
  }

  async function listOf(customerId: number, canManage: boolean): Promise<CustomerUsers> {
    const [rows, account, rules] = await Promise.all([
      repo.list(customerId),
      customers.account(customerId),
      repo.approvalRules(customerId),
    ]);
    return {
      users: rows.map(toUser),
      shiptos: account.shiptos.map((s) => ({ code: s.code, name: s.name })),
      approvalRules: {
        overAmount: rules?.overAmount === null || rules === null ? null : Number(rules.overAmount),
        everyBuyerOrder: rules?.everyBuyerOrder ?? false,
      },
      canManage,
    };
  }

  return {
    async list(ctx: CustomerContext): Promise<CustomerUsers> {
      const { user } = ctx;
      return listOf(ctx.customerId, user.kind === 'customer' && user.isCustomerAdmin && ctx.sessionType === 'normal');
    },

    /** Administrators: any business customer's users, read-only. */
    async listForAdmin(customerCode: string): Promise<CustomerUsers> {
      const customerId = await repo.customerIdByCode(customerCode);
      if (customerId === null) throw new AppError('NOT_FOUND', 'Customer was not found');
      return listOf(customerId, false);
    },

    async invite(ctx: CustomerContext, input: InviteUser): Promise<CustomerUser> {
      const customerId = managerOf(ctx);
      const shiptoCodes = (await checkShiptos(customerId, input.shiptoCodes)) ?? null;
      if (await repo.nameTaken(input.email)) {
        throw new AppError('CONFLICT', CustomerUserMessages.emailTaken, { errors: [CustomerUserMessages.emailTaken] });
      }
      const at = now();
      const row = await repo.insertInvited({
        customerId,
        email: input.email,
        name: input.name,
        role: input.role,
        shiptoCodes,
        now: at,
      });
      if (!row)
        throw new AppError('CONFLICT', CustomerUserMessages.emailTaken, { errors: [CustomerUserMessages.emailTaken] });
      const { token } = await oneTimeTokens.issue(row.id, 'invite_user', at);
      const link = `${publicUrl}/changepassword?t=${token}`;
      const [site, account] = await Promise.all([brand(), customers.account(customerId)]);
      const content = invitationMail(site, {
        name: input.name,
        invitedBy: ctx.user.name,
        customerName: account.row.name,
        link,
        days: tokenLifetimesMs.invite_user / 86_400_000,
      });
      mail.send({ kind: 'invite-user', to: input.email, link, ...content });
      return toUser(row);
    },

    async update(ctx: CustomerContext, id: number, input: UpdateCustomerUser): Promise<CustomerUser> {
      const customerId = managerOf(ctx);
      if (id === ctx.user.id) {
        throw new AppError('CONFLICT', CustomerUserMessages.notYourself, {
          errors: [CustomerUserMessages.notYourself],
        });
      }
      const shiptoCodes = await checkShiptos(customerId, input.shiptoCodes);
      const row = await repo.update(customerId, id, {
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(shiptoCodes !== undefined ? { shiptoCodes } : {}),
        ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
      });
      if (!row) throw new AppError('NOT_FOUND', CustomerUserMessages.notFound);
      return toUser(row);
    },

    async saveApprovalRules(ctx: CustomerContext, rules: ApprovalRules): Promise<ApprovalRules> {
      const customerId = managerOf(ctx);
      const overAmount = rules.overAmount === null ? null : rules.overAmount.toFixed(2);
      await repo.saveApprovalRules(customerId, { overAmount, everyBuyerOrder: rules.everyBuyerOrder }, now());
      return { overAmount: overAmount === null ? null : Number(overAmount), everyBuyerOrder: rules.everyBuyerOrder };
    },

    approvalRules: (customerId: number) => repo.approvalRules(customerId),
    approverAddresses: (customerId: number) => repo.approverAddresses(customerId),
  };
}
export type CustomerUsersService = ReturnType<typeof createCustomerUsersService>;
