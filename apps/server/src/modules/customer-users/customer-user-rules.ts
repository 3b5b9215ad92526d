import type { CustomerUser, CustomerUsers } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.ts';
import type { CustomerUserRow, CustomerUsersRepository } from './customer-users.repository.ts';

/** What the customer users service is built from. */
export interface CustomerUsersDeps {
  repo: CustomerUsersRepository;
  customers: Pick<CustomersService, 'account'>;
  oneTimeTokens: OneTimeTokensService;
  mail: MailService;
  /** The site's name and logo for the mail layout (the notifications feature's). */
  brand: () => Promise<MailBrand>;
  publicUrl: string;
  now: () => Date;
}

export const CustomerUserMessages = {
  adminOnly: "Only the customer's admin may change its users",
  emailTaken: 'A user with this e-mail address already exists',
  unknownShipto: (code: string) => `Ship-to ${code} is not one of the customer's`,
  notFound: 'User was not found',
  notYourself: 'You cannot change your own role, ship-tos or access',
} as const;

export const toUser = (r: CustomerUserRow): CustomerUser => ({
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

/** The customer whose users this admin manages; only a customer's admin in a normal session. */
export function managerOf(ctx: CustomerContext): number {
  const { user } = ctx;
  if (user.kind !== 'customer' || !user.isCustomerAdmin || ctx.sessionType !== 'normal') {
    throw new AppError('FORBIDDEN', CustomerUserMessages.adminOnly);
  }
  return ctx.customerId;
}

/** The ship-to limit as sent, checked against the customer's ship-tos (undefined: unchanged, null: all). */
export async function checkShiptos(
  customers: CustomerUsersDeps['customers'],
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

/** The customer's users, its ship-tos and approval rules. */
export async function listOf(
  deps: Pick<CustomerUsersDeps, 'repo' | 'customers'>,
  customerId: number,
  canManage: boolean,
): Promise<CustomerUsers> {
  const { repo, customers } = deps;
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
