import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AWAITING_APPROVAL, REJECTED } from '@provender/contract';
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

export interface QuantityChange {
  lineNo: number;
  quantity: string;
}

/** Orders awaiting approval and their decisions (issue 35, decision 512). */
export function createApprovalsRepository(db: Db) {
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
  const pendingFrom = () =>
    db
      .select(pendingColumns)
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(shiptos, and(eq(shiptos.customerId, orders.customerId), eq(shiptos.code, orders.shiptoCode)));

  return {
    /** The customer's undecided orders, oldest first; limited to some ship-tos when `shiptoCodes` is set. */
    async pending(customerId: number, shiptoCodes: string[] | null): Promise<PendingOrderRow[]> {
      return pendingFrom()
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
      const [row] = await pendingFrom().where(
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

    async lines(orderIds: number[]) {
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
    },

    /**
     * Approves once: the decision row is claimed by one conditional update (concurrent approvers
     * wait on its row lock and then find it decided), then in the same transaction the changed
     * quantities are written (extension and case quantity scale with the quantity; a 0 removes
     * the line), the totals follow the lines, and the order turns 'Open' (which exports it).
     * Answers false when someone decided first.
     */
    async approve(
      orderId: number,
      decision: {
        by: number;
        at: Date;
        deliveryDate: string | null;
        movedFrom: string | null;
        changes: QuantityChange[];
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(orderApprovals)
          .set({ decision: 'approved', decidedBy: decision.by, decidedAt: decision.at, movedFrom: decision.movedFrom })
          .where(and(eq(orderApprovals.orderId, orderId), isNull(orderApprovals.decision)))
          .returning({ orderId: orderApprovals.orderId });
        if (claimed.length === 0) return false;
        for (const change of decision.changes) {
          const line = and(eq(orderLines.orderId, orderId), eq(orderLines.lineNo, change.lineNo));
          if (Number(change.quantity) === 0) {
            await tx.delete(orderLines).where(line);
            continue;
          }
          await tx
            .update(orderLines)
            .set({
              extension: sql`round(${orderLines.extension} * ${change.quantity}::numeric / ${orderLines.quantity}, 2)`,
              caseQuantity: sql`round(${orderLines.caseQuantity} * ${change.quantity}::numeric / ${orderLines.quantity}, 2)`,
              quantity: sql`${change.quantity}::numeric`,
            })
            .where(line);
        }
        // Tax and the taxable amount follow the line total in proportion; add-on charges stay.
        await tx.execute(sql`
          update orders o set
            tax = case when o.line_total = 0 then o.tax else round(o.tax * s.total / o.line_total, 2) end,
            taxable_amount = case when o.line_total = 0 then o.taxable_amount
              else round(o.taxable_amount * s.total / o.line_total, 2) end,
            total = s.total + o.add_on_charges
              + case when o.line_total = 0 then o.tax else round(o.tax * s.total / o.line_total, 2) end,
            line_total = s.total,
            status = 'Open',
            delivery_date = coalesce(${decision.deliveryDate}::date, o.delivery_date)
          from (select coalesce(sum(extension), 0) as total from order_lines where order_id = ${orderId}) s
          where o.id = ${orderId} and o.status = ${AWAITING_APPROVAL}`);
        return true;
      });
    },

    /** Rejects once; the order stays in history as 'Rejected' and is never exported. */
    async reject(orderId: number, decision: { by: number; at: Date; reason: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(orderApprovals)
          .set({
            decision: 'rejected',
            decidedBy: decision.by,
            decidedAt: decision.at,
            rejectionReason: decision.reason,
          })
          .where(and(eq(orderApprovals.orderId, orderId), isNull(orderApprovals.decision)))
          .returning({ orderId: orderApprovals.orderId });
        if (claimed.length === 0) return false;
        await tx
          .update(orders)
          .set({ status: REJECTED })
          .where(and(eq(orders.id, orderId), eq(orders.status, AWAITING_APPROVAL)));
        return true;
      });
    },

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
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
