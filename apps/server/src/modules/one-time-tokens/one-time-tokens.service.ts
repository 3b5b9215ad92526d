import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeTokensRepository, TokenPurpose } from './one-time-tokens.repository.ts';

/** How long each kind of e-mailed link stays valid (decision 021). */
export const tokenLifetimesMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
  /** A colleague's invitation to set a password (issue 35, decision 511). */
  invite_user: 7 * 24 * 60 * 60_000,
};
/** At most one mail of a kind per account in this interval, whatever the caller asks. */
export const tokenResendIntervalMs = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const wellFormed = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Single-use, expiring tokens for e-mailed links; the database keeps only their hash. */
export function createOneTimeTokensService(repo: OneTimeTokensRepository, clock: () => Date = () => new Date()) {
  return {
    /** A new token for the user (older unused ones of the purpose stop working). */
    async issue(userId: number, purpose: TokenPurpose, now = clock()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + tokenLifetimesMs[purpose]);
      await repo.replace(userId, purpose, hashToken(token), expiresAt, now);
      return { token, expiresAt };
    },

    /** The user the token was issued to, once; null when unknown, used, expired or malformed. */
    async consume(token: string, purpose: TokenPurpose, now = clock()): Promise<number | null> {
      if (!wellFormed(token)) return null;
      return repo.consume(hashToken(token), purpose, now);
    },

    /** Like consume, without using the token up. */
    async peek(token: string, purpose: TokenPurpose, now = clock()): Promise<number | null> {
      if (!wellFormed(token)) return null;
      return repo.peek(hashToken(token), purpose, now);
    },

    /** False when a token of this purpose was issued to the user within the resend interval. */
    async mayIssue(userId: number, purpose: TokenPurpose, now = clock()): Promise<boolean> {
      const last = await repo.lastIssuedAt(userId, purpose);
      return !last || now.getTime() - last.getTime() >= tokenResendIntervalMs;
    },

    retireAll: (userId: number, purpose: TokenPurpose, now = clock()) => repo.retireAll(userId, purpose, now),
  };
}
export type OneTimeTokensService = ReturnType<typeof createOneTimeTokensService>;
