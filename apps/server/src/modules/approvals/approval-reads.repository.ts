import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderApprovals, orderLines, orders, products, shiptos, users } from '../../db/schema/index.ts';

export interface PendingOrderRow {
  id: number;
  orderNumber: string;
  orderDate: Date;
  deliveryDate: string | null;
  shiptoCode: string | null;
  shiptoName: string | null;
  poNumber: string;
  lineTotal: string;
  total: string;
  buyerId: number;
  buyer: string;
  buyerEmail: string | null;
  reason: string;
}

const pendingColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  orderDate: orders.orderDate,
  deliveryDate: orders.deliveryDate,
  shiptoCode: orders.shiptoCode,
  shiptoName: shiptos.name,
  poNumber: orders.poNumber,
  lineTotal: orders.lineTotal,
  total: orders.total,
  buyerId: users.id,
  buyer: users.name,
  buyerEmail: users.email,
  reason: orderApprovals.reason,
};

const pendingFrom = (db: Db) =>
  db
    .select(pendingColumns)
    .from(orderApprovals)
    .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(shiptos, and(eq(shiptos.customerId, orders.customerId), eq(shiptos.code, orders.shiptoCode)));

/** The lines of these orders with their products, in order. */
async function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      lineNo: orderLines.lineNo,
      productKey: orderLines.productId,
      productCode: products.productCode,
      description: products.description,
      quantity: orderLines.quantity,
      unitOfMeasure: orderLines.unitOfMeasure,
      unitPrice: orderLines.unitPrice,
      unitOfMeasurePrc: orderLines.unitOfMeasurePrc,
      extension: orderLines.extension,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
}

/** Orders awaiting approval, their lines, and what became of those decided (issue 35, decision 512). */
export function createApprovalReadsRepository(db: Db) {
  return {
    /** The customer's undecided orders, oldest first; limited to some ship-tos when `shiptoCodes` is set. */
    async pending(customerId: number, shiptoCodes: string[] | null): Promise<PendingOrderRow[]> {
      return pendingFrom(db)
        .where(
          and(
            eq(orderApprovals.customerId, customerId),
            isNull(orderApprovals.decision),
            shiptoCodes === null ? undefined : inArray(orders.shiptoCode, shiptoCodes.length ? shiptoCodes : ['']),
          ),
        )
        .orderBy(asc(orders.orderDate), asc(orders.id));
    },

    async pendingOne(customerId: number, orderNumber: string): Promise<PendingOrderRow | null> {
      const [row] = await pendingFrom(db).where(
        and(
          eq(orderApprovals.customerId, customerId),
          eq(orders.orderNumber, orderNumber),
          isNull(orderApprovals.decision),
        ),
      );
      return row ?? null;
    },

    /** What became of an order that is no longer pending: 'approved', 'rejected', or null when it never needed approval. */
    async decisionOf(customerId: number, orderNumber: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ decision: orderApprovals.decision })
        .from(orders)
        .leftJoin(orderApprovals, eq(orderApprovals.orderId, orders.id))
        .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)))
        .orderBy(desc(orders.id));
      return row === undefined ? undefined : row.decision;
    },

    lines: (orderIds: number[]) => linesOf(db, orderIds),

    async order(orderId: number) {
      const [row] = await db
        .select({
          orderNumber: orders.orderNumber,
          total: orders.total,
          deliveryDate: orders.deliveryDate,
          status: orders.status,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },
  };
}
