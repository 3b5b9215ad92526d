import { and, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { menuLog, punchoutSessions, settingOverrides, users } from '../../db/schema/index.ts';

/** Deletes what a session's user leaves behind, then the user (which cascades to session and cart). */
async function deleteSessionUsers(tx: Tx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  // These tables name the user without a foreign key.
  await tx.delete(menuLog).where(inArray(menuLog.userId, userIds));
  await tx.delete(settingOverrides).where(inArray(settingOverrides.userId, userIds));
  await tx.delete(users).where(inArray(users.id, userIds));
}

/** Ending sessions: on request, and every expired one by the sweep. */
export function createSessionEndsRepository(db: Db) {
  return {
    /** Ends sessions: their user, session row, cart and cart lines are deleted together. */
    async endSessions(userIds: number[]): Promise<void> {
      await db.transaction((tx) => deleteSessionUsers(tx, userIds));
    },

    /** Ends every session past its lifetime, and every one whose code expired unused; answers their users. */
    async sweepExpired(now: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ userId: punchoutSessions.userId })
          .from(punchoutSessions)
          .where(
            or(
              lt(punchoutSessions.expiresAt, now),
              and(isNull(punchoutSessions.codeUsedAt), lt(punchoutSessions.codeExpiresAt, now)),
            ),
          )
          // Every server process sweeps (decision 240): each takes the sessions no other is ending.
          .for('update', { skipLocked: true });
        const userIds = rows.map((r) => r.userId);
        await deleteSessionUsers(tx, userIds);
        return userIds;
      });
    },
  };
}
