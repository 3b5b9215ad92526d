import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { arItems, cardCharges, orders, paymentApplications, payments } from '../../db/schema/index.ts';

export interface LockedItem {
  id: number;
  arCode: string;
  recordType: number;
  balance: string;
}

/** A payment row as written: never a full card or account number (decision 060). */
export interface PaymentWrite {
  customerId: number;
  userId: number;
  paymentDate: string;
  amount: string;
  paymentType: number;
  method: string;
  reference: string;
  status: 'captured' | 'applied' | 'declined' | 'failed' | 'unknown' | 'held' | 'voided' | 'void_failed' | 'resolved';
  transactionId: string | null;
  idempotencyKey: string | null;
  gateway: string | null;
  brand: string;
  last4: string;
  token: string | null;
  message: string;
  /** Decision 390: the scoped key and what the draft pays, digested. */
  requestHash: string | null;
}

/** What a reversal works on: a payment or an order's card charge, locked. */
export interface ReversibleCharge {
  id: number;
  status: string;
  gateway: string | null;
  transactionId: string | null;
  amount: string;
  reversalTransactionId: string | null;
}

export function createPaymentsRepository(db: Db) {
  const byKey = async (runner: Db | Tx, key: string) => {
    const [row] = await runner
      .select({
        id: payments.id,
        transactionId: payments.transactionId,
        status: payments.status,
        requestHash: payments.requestHash,
      })
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    return row ?? null;
  };

  return {
    /** A successful payment made with this (customer-scoped) idempotency key. */
    paymentByKey: (key: string) => byKey(db, key),

    /**
     * Whether an earlier attempt of the same request (same key and body) reached the processor and
     * got no answer that settled it (failed or unknown, decision 391): the next one looks first.
     */
    async unresolvedAttempt(requestHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.requestHash, requestHash), inArray(payments.status, ['failed', 'unknown'])))
        .limit(1);
      return row !== undefined;
    },

    /** Earlier attempts of this request left failed or unknown are settled by a later one (decision 391). */
    async resolveAttempts(requestHash: string, note: string) {
      await db
        .update(payments)
        .set({ status: 'resolved', message: sql`${payments.message} || ${` — ${note}`}` })
        .where(and(eq(payments.requestHash, requestHash), inArray(payments.status, ['failed', 'unknown'])));
    },

    /**
     * Runs `work` in one transaction holding row locks on the customer's selected items (in id
     * order, so two payments over the same items queue instead of deadlocking). A concurrent
     * payment of the same invoice waits here and then sees the balance the first one left. With a
     * key, a transaction-scoped advisory lock on it is taken first (decision 390): a twin with the
     * same key over other items waits for the first and then finds its payment.
     */
    withLockedItems<T>(
      customerId: number,
      arCodes: string[],
      work: (tx: Tx, items: LockedItem[], earlier: Awaited<ReturnType<typeof byKey>> | null) => Promise<T>,
      key: string | null,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        if (key !== null) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const items = await tx
          .select({ id: arItems.id, arCode: arItems.arCode, recordType: arItems.recordType, balance: arItems.balance })
          .from(arItems)
          .where(and(eq(arItems.customerId, customerId), inArray(arItems.arCode, arCodes)))
          .orderBy(asc(arItems.id))
          .for('update');
        const earlier = key === null ? null : await byKey(tx, key);
        return work(tx, items, earlier);
      });
    },

    /** Applies the amounts (signed like each balance) and files the payment, inside the lock. */
    async apply(tx: Tx, payment: PaymentWrite, applied: { item: LockedItem; amount: string }[]) {
      const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
      if (!row) throw new Error('payment insert returned nothing');
      for (const { item, amount } of applied) {
        await tx
          .update(arItems)
          .set({ balance: sql`${arItems.balance} - ${amount}::numeric` })
          .where(eq(arItems.id, item.id));
      }
      await tx.insert(paymentApplications).values(
        applied.map(({ item, amount }) => ({
          paymentId: row.id,
          arItemId: item.id,
          amount,
          balanceBefore: item.balance,
        })),
      );
      return row.id;
    },

    /** A payment that moved no money (declined, failed, unknown, held, voided), kept for the distributor's review. */
    async record(payment: PaymentWrite) {
      await db.insert(payments).values(payment);
    },

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
          sql`select 1 from ${arItems} where ${arItems.id} in (select ${paymentApplications.arItemId} from ${paymentApplications} where ${paymentApplications.paymentId} = ${paymentId}) order by ${arItems.id} for update`,
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
        sql`update ${arItems} set balance = ${arItems.balance} + a.amount from ${paymentApplications} a where a.payment_id = ${paymentId} and ${arItems.id} = a.ar_item_id`,
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
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
