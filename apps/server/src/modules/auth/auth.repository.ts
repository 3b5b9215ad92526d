import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createAuthRepository(db: Db) {
  return {
    async findBySignInName(name: string) {
      const lower = name.toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(or(eq(users.username, lower), eq(sql`lower(${users.email})`, lower)))
        .limit(2);
      // A user name wins over another account's e-mail address.
      return rows.find((r) => r.username === lower) ?? rows[0] ?? null;
    },

    async findById(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          email: users.email,
          kind: users.kind,
          isAdmin: users.isAdmin,
          customerId: users.customerId,
          customerRole: users.customerRole,
          isCustomerAdmin: users.isCustomerAdmin,
          shiptoCodes: users.shiptoCodes,
          disabled: users.disabled,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** Replaces a hash made with an older algorithm or parameters (decision 091). */
    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
