import type { ApprovalRules, CustomerUser, CustomerUsers, UpdateCustomerUser } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  checkShiptos,
  CustomerUserMessages,
  listOf,
  managerOf,
  toUser,
  type CustomerUsersDeps,
} from './customer-user-rules.ts';
import { userInviter } from './user-invite.ts';

export { CustomerUserMessages } from './customer-user-rules.ts';

/**
 * A business customer's own users (issue 35, decision 510): its admin invites, changes roles and
 * ship-to limits, disables and re-enables; salespeople and administrators read them.
 */
export function createCustomerUsersService(deps: CustomerUsersDeps) {
  const { repo, customers, now } = deps;

  return {
    async list(ctx: CustomerContext): Promise<CustomerUsers> {
      const { user } = ctx;
      return listOf(
        deps,
        ctx.customerId,
        user.kind === 'customer' && user.isCustomerAdmin && ctx.sessionType === 'normal',
      );
    },

    /** Administrators: any business customer's users, read-only. */
    async listForAdmin(customerCode: string): Promise<CustomerUsers> {
      const customerId = await repo.customerIdByCode(customerCode);
      if (customerId === null) throw new AppError('NOT_FOUND', 'Customer was not found');
      return listOf(deps, customerId, false);
    },

    invite: userInviter(deps),

    async update(ctx: CustomerContext, id: number, input: UpdateCustomerUser): Promise<CustomerUser> {
      const customerId = managerOf(ctx);
      if (id === ctx.user.id) {
        throw new AppError('CONFLICT', CustomerUserMessages.notYourself, {
          errors: [CustomerUserMessages.notYourself],
        });
      }
      const shiptoCodes = await checkShiptos(customers, customerId, input.shiptoCodes);
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
