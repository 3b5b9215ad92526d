import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, users } from '../../db/schema/index.ts';
import { ownUsers, userColumns, type CustomerUserRow } from './customer-user-rows.ts';

/** Reading a customer's users, and whether a name is taken. */
export function createCustomerUserReadsRepository(db: Db) {
  return {
    async list(customerId: number): Promise<CustomerUserRow[]> {
      return db.select(userColumns).from(users).where(ownUsers(customerId)).orderBy(asc(users.name), asc(users.id));
    },

    async byId(customerId: number, id: number): Promise<CustomerUserRow | null> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(ownUsers(customerId), eq(users.id, id)));
      return row ?? null;
    },

    async customerIdByCode(code: string): Promise<number | null> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.customerCode, code), eq(customers.isConsumer, false)));
      return row?.id ?? null;
    },

    /** Whether a user name or e-mail address is taken by any account (sign-in accepts both). */
    async nameTaken(email: string): Promise<boolean> {
      const lower = email.toLowerCase();
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.username} = ${lower} or lower(${users.email}) = ${lower}`)
        .limit(1);
      return row !== undefined;
    },
  };
}
