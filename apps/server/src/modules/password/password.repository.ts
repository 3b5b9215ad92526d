import { eq, or, sql } from 'drizzle-orm';
import type { PasswordOptions } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { passwordOptions, users } from '../../db/schema/index.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';

const account = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  kind: users.kind,
  passwordHash: users.passwordHash,
  disabled: users.disabled,
  emailVerifiedAt: users.emailVerifiedAt,
};

export function createPasswordRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    async findById(id: number) {
      const [row] = await db.select(account).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** A user name wins over another account's e-mail address, as at sign-in. */
    async findBySignInName(name: string) {
      const lower = name.trim().toLowerCase();
      const rows = await db
        .select(account)
        .from(users)
        .where(or(eq(users.username, lower), eq(sql`lower(${users.email})`, lower)))
        .limit(2);
      return rows.find((r) => r.username === lower) ?? rows[0] ?? null;
    },

    /** Bumps the token version, which ends every session of the account (decision 005). */
    async endSessions(userId: number) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    /**
     * Sets the password and bumps the token version, which ends every session signed with the old
     * one (decision 005). A reset also proves the e-mail address, so it may mark it verified.
     */
    async setPassword(userId: number, passwordHash: string, now: Date, opts: { markEmailVerified?: boolean } = {}) {
      const [row] = await db
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: now,
          // An invitation is answered once its user has a password (issue 35).
          invitedAt: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          ...(opts.markEmailVerified
            ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion ?? null;
    },

    async savePasswordOptions(options: PasswordOptions) {
      await db
        .insert(passwordOptions)
        .values({ id: 1, ...options })
        .onConflictDoUpdate({ target: passwordOptions.id, set: options });
    },
  };
  return announcingWrites(repo, notices, {
    endSessions: ([userId]) => [`users:${userId}`],
    setPassword: ([userId]) => [`users:${userId}`],
  });
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
