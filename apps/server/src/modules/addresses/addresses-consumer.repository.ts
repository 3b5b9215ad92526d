import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consumerAddresses } from '../../db/schema/index.ts';
import { lockCustomer, type ConsumerAddressValues, type DeleteOutcome } from './addresses-rows.ts';

const activeConsumerAddress = (customerId: number) =>
  and(eq(consumerAddresses.customerId, customerId), isNull(consumerAddresses.deletedAt));

/** Consumers' own delivery addresses. */
export function createConsumerAddressesRepository(db: Db) {
  return {
    async consumerAddresses(customerId: number) {
      return db
        .select()
        .from(consumerAddresses)
        .where(activeConsumerAddress(customerId))
        .orderBy(desc(consumerAddresses.isPrimary), asc(consumerAddresses.id));
    },

    async consumerAddress(customerId: number, id: number) {
      const [row] = await db
        .select()
        .from(consumerAddresses)
        .where(and(activeConsumerAddress(customerId), eq(consumerAddresses.id, id)));
      return row ?? null;
    },

    /** Adds an address; the first one, or one asked to be, becomes the primary. */
    async addConsumerAddress(customerId: number, values: ConsumerAddressValues, makePrimary: boolean) {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(consumerAddresses)
          .where(activeConsumerAddress(customerId));
        const isPrimary = makePrimary || n === 0;
        if (isPrimary)
          await tx.update(consumerAddresses).set({ isPrimary: false }).where(activeConsumerAddress(customerId));
        const [row] = await tx
          .insert(consumerAddresses)
          .values({ customerId, ...values, isPrimary })
          .returning();
        return row ?? null;
      });
    },

    /** Null when the address is not one of this customer's. */
    async updateConsumerAddress(customerId: number, id: number, values: ConsumerAddressValues, makePrimary: boolean) {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const mine = and(activeConsumerAddress(customerId), eq(consumerAddresses.id, id));
        const [current] = await tx.select({ id: consumerAddresses.id }).from(consumerAddresses).where(mine);
        if (!current) return null;
        if (makePrimary)
          await tx.update(consumerAddresses).set({ isPrimary: false }).where(activeConsumerAddress(customerId));
        const [row] = await tx
          .update(consumerAddresses)
          .set({ ...values, ...(makePrimary ? { isPrimary: true } : {}) })
          .where(mine)
          .returning();
        return row ?? null;
      });
    },

    /** Soft-deletes (orders keep pointing at it). Answers why not when it may not go. */
    async deleteConsumerAddress(customerId: number, id: number): Promise<DeleteOutcome> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const rows = await tx
          .select({ id: consumerAddresses.id, isPrimary: consumerAddresses.isPrimary })
          .from(consumerAddresses)
          .where(activeConsumerAddress(customerId));
        const target = rows.find((r) => r.id === id);
        if (!target) return 'not-found';
        if (target.isPrimary) return 'primary';
        if (rows.length <= 1) return 'last';
        await tx
          .update(consumerAddresses)
          .set({ deletedAt: new Date() })
          .where(and(activeConsumerAddress(customerId), eq(consumerAddresses.id, id)));
        return 'deleted';
      });
    },
  };
}
