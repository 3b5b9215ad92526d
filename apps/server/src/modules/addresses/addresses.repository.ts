import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consumerAddresses, customers, deliveryZipRequests, deliveryZones, shiptos } from '../../db/schema/index.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';

export interface ConsumerAddressValues {
  display: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  phone: string;
}
export interface ShiptoValues extends ConsumerAddressValues {
  contact: string;
  deliveryTime: string;
}

export type ConsumerAddressRow = typeof consumerAddresses.$inferSelect;
export type ShiptoRow = typeof shiptos.$inferSelect;

/** Serialises address changes of one customer (first address becomes primary, the last cannot go). */
async function lockCustomer(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id, defaultShiptoCode: customers.defaultShiptoCode })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}

const activeConsumerAddress = (customerId: number) =>
  and(eq(consumerAddresses.customerId, customerId), isNull(consumerAddresses.deletedAt));

export function createAddressesRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    async zones(zoneKeys: string[]) {
      if (zoneKeys.length === 0) return new Map<string, { isDeliverable: boolean; minimumOrderAmount: string }>();
      const rows = await db.select().from(deliveryZones).where(inArray(deliveryZones.zoneKey, zoneKeys));
      return new Map(
        rows.map((r) => [r.zoneKey, { isDeliverable: r.isDeliverable, minimumOrderAmount: r.minimumOrderAmount }]),
      );
    },

    async logZipRequest(zip: string, customerId: number | null, userId: number | null) {
      await db.insert(deliveryZipRequests).values({ zip, customerId, userId });
    },

    // Consumers -----------------------------------------------------------------------------

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
    async deleteConsumerAddress(customerId: number, id: number): Promise<'deleted' | 'not-found' | 'primary' | 'last'> {
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

    // Business customers: their addresses are their ship-tos; the default ship-to is the primary.

    async shiptos(customerId: number) {
      const [customer] = await db
        .select({ defaultShiptoCode: customers.defaultShiptoCode })
        .from(customers)
        .where(eq(customers.id, customerId));
      const rows = await db.select().from(shiptos).where(eq(shiptos.customerId, customerId)).orderBy(asc(shiptos.code));
      return { rows, primaryCode: customer?.defaultShiptoCode ?? null };
    },

    async addShipto(customerId: number, values: ShiptoValues, makePrimary: boolean) {
      return db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, customerId);
        if (!customer) return null;
        const existing = await tx
          .select({ code: shiptos.code, deliveryDays: shiptos.deliveryDays })
          .from(shiptos)
          .where(eq(shiptos.customerId, customerId));
        const highest = existing.reduce((max, s) => (/^\d+$/.test(s.code) ? Math.max(max, Number(s.code)) : max), 0);
        const code = String(highest + 1).padStart(3, '0');
        // A new ship-to is on the customer's usual route until the distributor says otherwise.
        const deliveryDays = existing[0]?.deliveryDays ?? [1, 2, 3, 4, 5];
        const [row] = await tx
          .insert(shiptos)
          .values({ customerId, code, ...values, deliveryDays })
          .returning();
        const hasPrimary = existing.some((s) => s.code === customer.defaultShiptoCode);
        if (makePrimary || !hasPrimary)
          await tx.update(customers).set({ defaultShiptoCode: code }).where(eq(customers.id, customerId));
        return row ?? null;
      });
    },

    async updateShipto(customerId: number, code: string, values: ShiptoValues, makePrimary: boolean) {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [row] = await tx
          .update(shiptos)
          .set(values)
          .where(and(eq(shiptos.customerId, customerId), eq(shiptos.code, code)))
          .returning();
        if (row && makePrimary)
          await tx.update(customers).set({ defaultShiptoCode: code }).where(eq(customers.id, customerId));
        return row ?? null;
      });
    },

    async setPrimaryShipto(customerId: number, code: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [row] = await tx
          .select({ id: shiptos.id })
          .from(shiptos)
          .where(and(eq(shiptos.customerId, customerId), eq(shiptos.code, code)));
        if (!row) return false;
        await tx.update(customers).set({ defaultShiptoCode: code }).where(eq(customers.id, customerId));
        return true;
      });
    },

    async deleteShipto(customerId: number, code: string): Promise<'deleted' | 'not-found' | 'primary' | 'last'> {
      return db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, customerId);
        const rows = await tx.select({ code: shiptos.code }).from(shiptos).where(eq(shiptos.customerId, customerId));
        if (!customer || !rows.some((r) => r.code === code)) return 'not-found';
        if (customer.defaultShiptoCode === code) return 'primary';
        if (rows.length <= 1) return 'last';
        await tx.delete(shiptos).where(and(eq(shiptos.customerId, customerId), eq(shiptos.code, code)));
        return 'deleted';
      });
    },
  };
  return announcingWrites(repo, notices, {
    addShipto: ([customerId]) => [`shiptos:${customerId}`],
    updateShipto: ([customerId]) => [`shiptos:${customerId}`],
    setPrimaryShipto: ([customerId]) => [`shiptos:${customerId}`],
    deleteShipto: ([customerId]) => [`shiptos:${customerId}`],
  });
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
