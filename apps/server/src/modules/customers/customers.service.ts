import type { Customer, CustomerListItem } from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CustomersRepository } from './customers.repository.ts';

/** A customer's P.O. rules as the caller sees them: a consumer always names their order. */
function poRulesOf(row: { requiredPo: boolean; defaultPo: string }, ctx: RequestContext) {
  return { requiredPO: row.requiredPo || ctx.userType === 'consumer', defaultPO: row.defaultPo };
}

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
      // A user limited to some ship-tos sees only those, and one of them as the default (issue 35).
      const limit = ctx.user?.shiptoCodes ?? null;
      const { row, shiptos: allShiptos } = await account(customerId);
      const shiptoRows = limit === null ? allShiptos : allShiptos.filter((s) => limit.includes(s.code));
      const defaultShipto =
        limit === null || (row.defaultShiptoCode !== null && limit.includes(row.defaultShiptoCode))
          ? row.defaultShiptoCode
          : (shiptoRows[0]?.code ?? null);
      const isConsumer = ctx.userType === 'consumer';
      return {
        customerKey: isConsumer ? 0 : row.id,
        customerCode: row.customerCode,
        name: isConsumer
          ? ctx.shipMethod === 'delivery'
            ? 'Delivery'
            : ctx.shipMethod === 'pickup'
              ? 'Pickup'
              : row.name
          : row.name,
        defaultShipto,
        defaultPO: row.defaultPo,
        requiredPO: row.requiredPo || isConsumer,
        shiptos: shiptoRows.map((s) => ({
          code: s.code,
          name: s.name,
          address1: s.address1,
          address2: s.address2,
          city: s.city,
          state: s.state,
          zip: s.zip,
          phone: s.phone,
        })),
      };
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
