import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, customers, punchoutBuyers, punchoutSessions } from '../../db/schema/index.ts';

/** Sessions in use: a user's session and its arrival messages, and the list of open sessions. */
export function createSessionReadsRepository(db: Db) {
  return {
    async sessionByUser(userId: number) {
      const [row] = await db
        .select({ session: punchoutSessions, buyer: punchoutBuyers })
        .from(punchoutSessions)
        .innerJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutSessions.buyerId))
        .where(eq(punchoutSessions.userId, userId));
      return row ?? null;
    },

    /** What the cart needs to know of a user's punchout session: its operation and arrival messages. */
    async sessionNotices(userId: number): Promise<{ operation: string; messages: string[] } | null> {
      const [row] = await db
        .select({ operation: punchoutSessions.operation, messages: punchoutSessions.messages })
        .from(punchoutSessions)
        .where(eq(punchoutSessions.userId, userId));
      return row ?? null;
    },

    async setSessionMessages(userId: number, messages: string[]): Promise<void> {
      await db.update(punchoutSessions).set({ messages }).where(eq(punchoutSessions.userId, userId));
    },

    async openSessions() {
      const lines = db
        .select({ userId: carts.userId, n: count(cartLines.id).as('n') })
        .from(carts)
        .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
        .groupBy(carts.userId)
        .as('line_counts');
      return db
        .select({
          session: punchoutSessions,
          buyer: punchoutBuyers.name,
          customerCode: customers.customerCode,
          lineCount: sql<number>`coalesce(${lines.n}, 0)::int`,
        })
        .from(punchoutSessions)
        .innerJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutSessions.buyerId))
        .innerJoin(customers, eq(customers.id, punchoutSessions.customerId))
        .leftJoin(lines, eq(lines.userId, punchoutSessions.userId))
        .orderBy(asc(punchoutSessions.createdAt));
    },
  };
}
