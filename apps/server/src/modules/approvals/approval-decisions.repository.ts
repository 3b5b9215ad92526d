import { and, eq, isNull, sql } from 'drizzle-orm';
import { AWAITING_APPROVAL, REJECTED } from '@provender/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orderApprovals, orderLines, orders } from '../../db/schema/index.ts';

export interface QuantityChange {
  lineNo: number;
  quantity: string;
}

/** Writes the changed quantities: extension and case quantity scale with the quantity; a 0 removes the line. */
async function writeQuantityChanges(tx: Tx, orderId: number, changes: QuantityChange[]): Promise<void> {
  for (const change of changes) {
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
}

/** The approvers' decisions, each claimed once (issue 35, decision 512). */
export function createApprovalDecisionsRepository(db: Db) {
  return {
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
        await writeQuantityChanges(tx, orderId, decision.changes);
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
  };
}
