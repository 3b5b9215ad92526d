import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextOrderNumber } from '../../db/queries/order-numbers.ts';
import { orderLines, orders, punchoutBuyers, punchoutOrders } from '../../db/schema/index.ts';

/** An order placed from a buyer's cXML OrderRequest, priced by the storefront. */
export interface BuyerOrderWrite {
  buyerId: number;
  buyerOrderId: string;
  payloadId: string;
  /** The Status text answered, given the order number. */
  statusText: (orderNumber: string) => string;
  customerId: number;
  shiptoCode: string | null;
  poNumber: string;
  deliveryDate: string | null;
  notes: string;
  lineTotal: string;
  total: string;
  lines: {
    productId: number;
    unitOfMeasure: string;
    quantity: string;
    unitOfMeasurePrc: string;
    unitPrice: string;
    extension: string;
    caseQuantity: string;
  }[];
}

export interface BuyerOrder {
  orderNumber: string;
  statusText: string;
  replayed: boolean;
}

/** Orders placed from buyers' cXML OrderRequests (decision 056). */
export function createBuyerOrdersRepository(db: Db) {
  return {
    /**
     * Places the order of a buyer's purchase order once: the buyer row is locked, so retries of
     * one purchase order run one after another and the second finds the first's order (by orderID
     * or payloadID) instead of placing another.
     */
    async placeBuyerOrder(o: BuyerOrderWrite): Promise<BuyerOrder> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: punchoutBuyers.id })
          .from(punchoutBuyers)
          .where(eq(punchoutBuyers.id, o.buyerId))
          .for('update');
        const [earlier] = await tx
          .select({ orderNumber: orders.orderNumber, statusText: punchoutOrders.statusText })
          .from(punchoutOrders)
          .innerJoin(orders, eq(orders.id, punchoutOrders.orderId))
          .where(
            and(
              eq(punchoutOrders.buyerId, o.buyerId),
              or(eq(punchoutOrders.buyerOrderId, o.buyerOrderId), eq(punchoutOrders.payloadId, o.payloadId)),
            ),
          )
          .limit(1);
        if (earlier) return { ...earlier, replayed: true };
        const next = await nextOrderNumber(tx);
        const [placed] = await tx
          .insert(orders)
          .values({
            orderNumber: next,
            customerId: o.customerId,
            shiptoCode: o.shiptoCode,
            userId: null,
            poNumber: o.poNumber,
            deliveryDate: o.deliveryDate,
            status: 'Open',
            notes: o.notes,
            lineTotal: o.lineTotal,
            total: o.total,
            taxableAmount: '0',
            shipMethod: 'delivery',
          })
          .returning({ id: orders.id, orderNumber: orders.orderNumber });
        if (!placed) throw new Error('order insert returned no row');
        if (o.lines.length > 0)
          await tx.insert(orderLines).values(o.lines.map((l, i) => ({ ...l, orderId: placed.id, lineNo: i + 1 })));
        const statusText = o.statusText(placed.orderNumber);
        await tx.insert(punchoutOrders).values({
          buyerId: o.buyerId,
          buyerOrderId: o.buyerOrderId,
          payloadId: o.payloadId,
          orderId: placed.id,
          statusText,
        });
        return { orderNumber: placed.orderNumber, statusText, replayed: false };
      });
    },
  };
}
