import type { Customer, CustomerListItem } from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { customerAsSeen, poRulesOf } from './customer-view.ts';
import type { CustomersRepository } from './customers.repository.ts';

export function createCustomersService(repo: CustomersRepository, changes: ChangeFeed) {
  /** Each salesperson's assigned customers, checked on every request that names one (decision 210). */
  const assignments = changes.cache<number, ReadonlySet<number>>();
  changes.on('salesperson_customers', (key) => (key === null ? assignments.clear() : assignments.delete(Number(key))));
  /** The acting customer's row and ship-tos (the settings answer reads its P.O. rules on every page). */
  const accounts = changes.cache<
    number,
    {
      row: Awaited<ReturnType<CustomersRepository['byId']>>;
      shiptos: Awaited<ReturnType<CustomersRepository['shiptos']>>;
    }
  >({
    keep: (account) => account.row !== null,
  });
  const forgetAccount = (key: string | null) => (key === null ? accounts.clear() : accounts.delete(Number(key)));
  changes.on('customers', forgetAccount);
  changes.on('shiptos', forgetAccount);

  const account = async (customerId: number) => {
    const found = await accounts.get(customerId, async () => {
      const [row, shiptos] = await Promise.all([repo.byId(customerId), repo.shiptos(customerId)]);
      return { row, shiptos };
    });
    if (!found.row) throw new AppError('NOT_FOUND', 'Customer was not found');
    return { row: found.row, shiptos: found.shiptos };
  };

  return {
    /**
     * A customer's row and ship-tos as the process keeps them (frozen, dropped on a change):
     * checkout reads its rules and the order's ship-to from here instead of the database.
     */
    account,

    /**
     * The acting customer's P.O. rules, as `current` states them, without building its ship-tos
     * (the settings answer of every page needs only these; decision 280).
     */
    async poRules(ctx: RequestContext): Promise<{ requiredPO: boolean; defaultPO: string }> {
      if (ctx.customerId === null) throw new AppError('BAD_REQUEST', 'No customer has been selected');
      const { row } = await account(ctx.customerId);
      return poRulesOf(row, ctx);
    },

    /** `poRules` when the acting customer's account is kept, `undefined` otherwise (decision 378). */
    poRulesKnown(ctx: RequestContext): { requiredPO: boolean; defaultPO: string } | undefined {
      const row = ctx.customerId === null ? undefined : accounts.peek(ctx.customerId)?.row;
      return row ? poRulesOf(row, ctx) : undefined;
    },

    /** The acting customer with its ship-tos. Consumers' accounts show their ship method as the name. */
    async current(ctx: RequestContext): Promise<Customer> {
      const { customerId } = ctx;
      if (customerId === null) throw new AppError('BAD_REQUEST', 'No customer has been selected');
      const { row, shiptos } = await account(customerId);
      return customerAsSeen(ctx, row, shiptos);
    },

    /** A salesperson's assigned customers; anyone else sees only their own account. */
    async list(ctx: RequestContext): Promise<CustomerListItem[]> {
      if (ctx.userType === 'salesperson' && ctx.user) return repo.assignedTo(ctx.user.id);
      if (ctx.customerId === null) return [];
      const row = await repo.byId(ctx.customerId);
      return row
        ? [{ customerKey: ctx.userType === 'consumer' ? 0 : row.id, customerCode: row.customerCode, name: row.name }]
        : [];
    },

    async isAssigned(salespersonId: number, customerId: number): Promise<boolean> {
      const ids = await assignments.get(salespersonId, async () => new Set(await repo.assignedIds(salespersonId)));
      return ids.has(customerId);
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
