import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { arItems, paymentApplications, payments } from '../../db/schema/index.ts';

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
  status: 'captured' | 'applied' | 'declined' | 'failed' | 'voided' | 'void_failed';
  transactionId: string | null;
  idempotencyKey: string | null;
  gateway: string | null;
  brand: string;
  last4: string;
  token: string | null;
  message: string;
}

export function createPaymentsRepository(db: Db) {
  const byKey = async (runner: Db | Tx, key: string) => {
    const [row] = await runner
      .select({ id: payments.id, transactionId: payments.transactionId, status: payments.status })
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    return row ?? null;
  };

  return {
    /** A successful payment made with this (customer-scoped) idempotency key. */
    paymentByKey: (key: string) => byKey(db, key),

    /**
     * Runs `work` in one transaction holding row locks on the customer's selected items (in id
     * order, so two payments over the same items queue instead of deadlocking). A concurrent
     * payment of the same invoice waits here and then sees the balance the first one left.
     */
    withLockedItems<T>(
      customerId: number,
      arCodes: string[],
      work: (tx: Tx, items: LockedItem[], earlier: Awaited<ReturnType<typeof byKey>> | null) => Promise<T>,
      key: string | null,
    ): Promise<T> {
      return db.transaction(async (tx) => {
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

    /** A payment that moved no money (declined, failed, voided), kept for the distributor's review. */
    async record(payment: PaymentWrite) {
      await db.insert(payments).values(payment);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
