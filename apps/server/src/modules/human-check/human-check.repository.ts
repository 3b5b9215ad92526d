import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { humanCheckUsed } from '../../db/schema/index.ts';

export function createHumanCheckRepository(db: Db) {
  return {
    /** Records the challenge as redeemed; false when it already was (a replay). Atomic across nodes. */
    async redeem(challengeId: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(humanCheckUsed)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: humanCheckUsed.challengeId });
      return rows.length > 0;
    },

    /** Expired challenges are refused by their signed expiry; their records can go. */
    async purgeExpired(now: Date) {
      await db.delete(humanCheckUsed).where(lt(humanCheckUsed.expiresAt, now));
    },
  };
}
export type HumanCheckRepository = ReturnType<typeof createHumanCheckRepository>;
