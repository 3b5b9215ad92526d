import type { Customer, CustomerListItem } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CustomersRepository } from './customers.repository.ts';

export function createCustomersService(repo: CustomersRepository) {
  return {
    /** The acting customer with its ship-tos. Consumers' accounts show their ship method as the name. */
    async current(ctx: RequestContext): Promise<Customer> {
      if (ctx.customerId === null) throw new AppError('BAD_REQUEST', 'No customer has been selected');
      const [row, shiptoRows] = await Promise.all([repo.byId(ctx.customerId), repo.shiptos(ctx.customerId)]);
      if (!row) throw new AppError('NOT_FOUND', 'Customer was not found');
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
        defaultShipto: row.defaultShiptoCode,
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

    isAssigned: (salespersonId: number, customerId: number) => repo.isAssigned(salespersonId, customerId),
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
