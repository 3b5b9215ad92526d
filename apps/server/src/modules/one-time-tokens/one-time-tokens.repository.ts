import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export function createOneTimeTokensRepository(db: Db) {
  return {
    /** Stores a new token for the user and retires the user's older unused ones of the same purpose. */
    async replace(userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(
            and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
          );
        await tx.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt, createdAt: now });
      });
    },

    /** Marks the token used and answers its user, in one statement, so two clicks cannot both win. */
    async consume(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return rows[0]?.userId ?? null;
    },

    async peek(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        );
      return row?.userId ?? null;
    },

    async lastIssuedAt(userId: number, purpose: TokenPurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: oneTimeTokens.createdAt })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async retireAll(userId: number, purpose: TokenPurpose, now: Date) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    },
  };
}
export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
