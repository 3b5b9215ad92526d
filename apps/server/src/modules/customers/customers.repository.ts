import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, salespersonCustomers, shiptos } from '../../db/schema/index.ts';

export function createCustomersRepository(db: Db) {
  return {
    async byId(id: number) {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row ?? null;
    },

    async shiptos(customerId: number) {
      return db.select().from(shiptos).where(eq(shiptos.customerId, customerId)).orderBy(asc(shiptos.code));
    },

    async assignedIds(salespersonId: number): Promise<number[]> {
      const rows = await db
        .select({ customerId: salespersonCustomers.customerId })
        .from(salespersonCustomers)
        .where(eq(salespersonCustomers.userId, salespersonId));
      return rows.map((r) => r.customerId);
    },

    async assignedTo(salespersonId: number) {
      return db
        .select({ customerKey: customers.id, customerCode: customers.customerCode, name: customers.name })
        .from(salespersonCustomers)
        .innerJoin(customers, eq(customers.id, salespersonCustomers.customerId))
        .where(eq(salespersonCustomers.userId, salespersonId))
        .orderBy(asc(customers.name));
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
