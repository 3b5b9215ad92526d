import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attemptCounters } from '../../db/schema/index.ts';

export function createAttemptLimitsRepository(db: Db) {
  return {
    /**
     * Counts one attempt for each key and answers the counts including it, in one statement: the
     * upsert locks each key's row, so parallel attempts are counted one after the other. A window
     * that started at or before `cutoff` starts again at `now`.
     */
    async count(keys: readonly string[], now: Date, cutoff: Date) {
      const at = now.toISOString();
      const stale = sql`${attemptCounters.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
      return db
        .insert(attemptCounters)
        .values(keys.map((key) => ({ key, windowStart: now, attempts: 1 })))
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            attempts: sql`case when ${stale} then 1 else ${attemptCounters.attempts} + 1 end`,
            windowStart: sql`case when ${stale} then ${at}::timestamptz else ${attemptCounters.windowStart} end`,
          },
        })
        .returning({
          key: attemptCounters.key,
          attempts: attemptCounters.attempts,
          windowStart: attemptCounters.windowStart,
        });
    },

    /** Takes one attempt back (a success that should not count against a shared address). */
    async refund(key: string) {
      await db
        .update(attemptCounters)
        .set({ attempts: sql`greatest(${attemptCounters.attempts} - 1, 0)` })
        .where(eq(attemptCounters.key, key));
    },

    async forget(keys: readonly string[]) {
      if (keys.length > 0) await db.delete(attemptCounters).where(inArray(attemptCounters.key, [...keys]));
    },

    async purgeStale(cutoff: Date) {
      await db.delete(attemptCounters).where(lte(attemptCounters.windowStart, cutoff));
    },
  };
}
export type AttemptLimitsRepository = ReturnType<typeof createAttemptLimitsRepository>;
