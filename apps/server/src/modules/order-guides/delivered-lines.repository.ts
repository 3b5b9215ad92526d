import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

/** What suggested pars are read from: the lines delivered to a ship-to. */
export function createDeliveredLinesRepository(db: Db) {
  return {
    /**
     * The customer's ordered lines of these products delivered to the ship-to from `since` to
     * `until` (cancelled orders and credits left out), newest first, each with its delivery: the
     * delivery date, or the order's own date when it has none. A consumer ('' code) has no ship-to.
     */
    async deliveredLines(customerId: number, shiptoCode: string, productIds: number[], since: Date, until: Date) {
      if (productIds.length === 0) return [];
      const shipto =
        shiptoCode === ''
          ? or(isNull(orders.shiptoCode), eq(orders.shiptoCode, ''))
          : eq(orders.shiptoCode, shiptoCode);
      return db
        .select({
          delivery: sql<string>`coalesce(${orders.deliveryDate}::text, (${orders.orderDate})::date::text)`,
          productId: orderLines.productId,
          unitOfMeasure: orderLines.unitOfMeasure,
          quantity: orderLines.quantity,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(
            eq(orders.customerId, customerId),
            shipto,
            gte(orders.orderDate, since),
            lte(orders.orderDate, until),
            notInArray(sql`lower(${orders.status})`, ['cancelled', 'canceled']),
            inArray(orderLines.productId, productIds),
            gt(orderLines.quantity, '0'),
          ),
        )
        .orderBy(desc(orders.orderDate), desc(orders.id), asc(orderLines.lineNo));
    },
  };
}
