import { and, count, eq, gt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, users } from '../../db/schema/index.ts';

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
          disabled: users.disabled,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** Failures since `since` for this user name and for this address, and the oldest of each. */
    async failuresSince(username: string, ip: string, since: Date) {
      const [byName] = await db
        .select({ n: count(), oldest: min(loginFailures.at) })
        .from(loginFailures)
        .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
      const [byIp] = await db
        .select({ n: count(), oldest: min(loginFailures.at) })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
      return { byName: byName ?? { n: 0, oldest: null }, byIp: byIp ?? { n: 0, oldest: null } };
    },

    async recordFailure(username: string, ip: string) {
      await db.insert(loginFailures).values({ username, ip });
    },

    async clearFailures(username: string) {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
