import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, shiptos } from '../../db/schema/index.ts';
import { lockCustomer, type DeleteOutcome, type ShiptoValues } from './addresses-rows.ts';

/** Business customers: their addresses are their ship-tos; the default ship-to is the primary. */
export function createShiptoAddressesRepository(db: Db) {
  return {
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

    async deleteShipto(customerId: number, code: string): Promise<DeleteOutcome> {
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
}
