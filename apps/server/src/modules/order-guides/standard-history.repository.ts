import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema/index.ts';

/** What the Standard guide is derived from: the customer's latest order lines. */
export function createStandardHistoryRepository(db: Db) {
  return {
    /**
     * The lines of the customer's latest orders (newest first) with each product's catalog
     * sequence: what the Standard guide is derived from. Uses orders_customer_date_idx.
     */
    async recentOrderLines(customerId: number, orderCount: number) {
      const recent = db
        .select({ id: orders.id, orderDate: orders.orderDate })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.orderDate), desc(orders.id))
        .limit(orderCount)
        .as('recent');
      return db
        .select({
          orderId: recent.id,
          orderDate: recent.orderDate,
          productId: orderLines.productId,
          unitOfMeasure: orderLines.unitOfMeasure,
          quantity: orderLines.quantity,
          productSequence: products.sequence,
        })
        .from(recent)
        .innerJoin(orderLines, eq(orderLines.orderId, recent.id))
        .innerJoin(products, eq(products.id, orderLines.productId))
        .orderBy(desc(recent.orderDate), desc(recent.id), asc(orderLines.lineNo));
    },
  };
}
