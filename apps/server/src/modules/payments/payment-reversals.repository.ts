import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { arItems, cardCharges, orders, paymentApplications, payments } from '../../db/schema/index.ts';

/** What a reversal works on: a payment or an order's card charge, locked. */
export interface ReversibleCharge {
  id: number;
  status: string;
  gateway: string | null;
  transactionId: string | null;
  amount: string;
  reversalTransactionId: string | null;
}

/** Giving a payment or an order's card charge back (decision 393): the rows locked, then marked reversed. */
export function createPaymentReversalsRepository(db: Db) {
  return {
    /**
     * Runs `work` with a storefront payment locked (and the items it paid, in id order), or
     * answers null when there is no such payment. Two reversals of one payment queue here.
     */
    withLockedPayment<T>(
      paymentId: number,
      work: (tx: Tx, payment: ReversibleCharge & { paymentType: number | null }) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select({
            id: payments.id,
            status: payments.status,
            gateway: payments.gateway,
            transactionId: payments.transactionId,
            amount: payments.amount,
            reversalTransactionId: payments.reversalTransactionId,
            paymentType: payments.paymentType,
          })
          .from(payments)
          .where(eq(payments.id, paymentId))
          .for('update');
        if (!payment) return null;
        await tx.execute(
          sql`select 1 from ${arItems} where ${arItems.id} in
            (select ${paymentApplications.arItemId} from ${paymentApplications} where ${paymentApplications.paymentId} = ${paymentId})
            order by ${arItems.id} for update`,
        );
        return work(tx, payment);
      });
    },

    /** Marks a payment reversed and gives each item back what the payment applied to it. */
    async reversed(tx: Tx, paymentId: number, status: 'voided' | 'refunded', reversalTransactionId: string) {
      await tx
        .update(payments)
        .set({ status, reversalTransactionId, message: `Reversed by the distributor (${status})` })
        .where(eq(payments.id, paymentId));
      await tx.execute(
        sql`update ${arItems} set balance = ${arItems.balance} + a.amount
          from ${paymentApplications} a where a.payment_id = ${paymentId} and ${arItems.id} = a.ar_item_id`,
      );
    },

    /** Runs `work` with the captured (or reversed) card charge of an order locked; null without one. */
    withLockedOrderCharge<T>(
      orderNumber: string,
      work: (tx: Tx, charge: ReversibleCharge) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select({
            id: cardCharges.id,
            status: cardCharges.status,
            gateway: cardCharges.gateway,
            transactionId: cardCharges.transactionId,
            amount: cardCharges.amount,
            reversalTransactionId: cardCharges.reversalTransactionId,
          })
          .from(cardCharges)
          .innerJoin(orders, eq(orders.id, cardCharges.orderId))
          .where(
            and(eq(orders.orderNumber, orderNumber), inArray(cardCharges.status, ['captured', 'voided', 'refunded'])),
          )
          .orderBy(asc(cardCharges.id))
          .limit(1)
          .for('update', { of: cardCharges });
        if (!charge) return null;
        return work(tx, charge);
      });
    },

    async orderExists(orderNumber: string): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
      return row !== undefined;
    },

    async chargeReversed(tx: Tx, chargeId: number, status: 'voided' | 'refunded', reversalTransactionId: string) {
      await tx
        .update(cardCharges)
        .set({ status, reversalTransactionId, message: `Reversed by the distributor (${status})` })
        .where(eq(cardCharges.id, chargeId));
    },
  };
}
