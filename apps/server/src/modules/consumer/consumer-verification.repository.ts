import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The consumer's e-mail verification: marking it done, and finding who still needs a link. */
export function createConsumerVerificationRepository(db: Db) {
  return {
    /** Marks a consumer's address verified; false when there is no such consumer. */
    async markVerified(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, userId), eq(users.kind, 'consumer')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async findUnverifiedConsumer(email: string) {
      const lower = email.trim().toLowerCase();
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.username, lower),
            eq(users.kind, 'consumer'),
            eq(users.disabled, false),
            isNull(users.emailVerifiedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
