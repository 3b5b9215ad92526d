import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { arItems, paymentApplications, payments } from '../../db/schema/index.ts';
import { createPaymentReversalsRepository } from './payment-reversals.repository.ts';

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

export type { ReversibleCharge } from './payment-reversals.repository.ts';

/** A successful payment made with this key. */
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

/** Paying open items under row locks, and the attempts kept for review (decisions 060, 390, 391). */
export function createPaymentsRepository(db: Db) {
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

    ...createPaymentReversalsRepository(db),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
