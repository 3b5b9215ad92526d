import type { Customer } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { CustomersRepository } from './customers.repository.ts';

type CustomerRow = NonNullable<Awaited<ReturnType<CustomersRepository['byId']>>>;
type ShiptoRows = Awaited<ReturnType<CustomersRepository['shiptos']>>;

/** A customer's P.O. rules as the caller sees them: a consumer always names their order. */
export function poRulesOf(row: { requiredPo: boolean; defaultPo: string }, ctx: RequestContext) {
  return { requiredPO: row.requiredPo || ctx.userType === 'consumer', defaultPO: row.defaultPo };
}

/** The acting customer as the caller sees it. Consumers' accounts show their ship method as the name. */
export function customerAsSeen(ctx: RequestContext, row: CustomerRow, allShiptos: ShiptoRows): Customer {
  // A user limited to some ship-tos sees only those, and one of them as the default (issue 35).
  const limit = ctx.user?.shiptoCodes ?? null;
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
}
