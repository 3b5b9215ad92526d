import { TokenErrorDescription, SessionEndReason, WEB_CLIENT_ID, type TokenResponse } from '@provender/contract';
import type { AuthUser } from '../../context.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import type { TokenIssuer } from './tokens.ts';

/** A failed token request, answered in the OAuth error format. */
export class TokenFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 429,
    readonly error: string,
    readonly description: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
  }
}

export const signInLimits = {
  windowMs: 15 * 60_000,
  maxFailuresPerName: 5,
  maxFailuresPerAddress: 25,
};

export type AuthenticateResult =
  | { ok: true; user: AuthUser; sessionType: 'normal' | 'consumer' | 'punchout' }
  | { ok: false; code: 'SESSION_EXPIRED' | 'PASSWORD_CHANGED' | 'UNAUTHENTICATED' | 'ACCOUNT_DISABLED'; message: string };

export function createAuthService(deps: { repo: AuthRepository; tokens: TokenIssuer; settings: SettingsService }) {
  const { repo, tokens, settings } = deps;

  async function assertNotRateLimited(username: string, ip: string, now: Date) {
    const since = new Date(now.getTime() - signInLimits.windowMs);
    const { byName, byIp } = await repo.failuresSince(username, ip, since);
    const blocked =
      byName.n >= signInLimits.maxFailuresPerName
        ? byName.oldest
        : byIp.n >= signInLimits.maxFailuresPerAddress
          ? byIp.oldest
          : null;
    if (blocked) {
      const oldest = new Date(blocked).getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + signInLimits.windowMs - now.getTime()) / 1000));
      throw new TokenFailure(429, 'too_many_requests', 'Too many login attempts, please try again later', retryAfter);
    }
  }

  return {
    async passwordGrant(input: { clientId: string; username: string; password: string; ip: string }): Promise<TokenResponse> {
      if (input.clientId !== WEB_CLIENT_ID) throw new TokenFailure(400, 'invalid_client', 'Unknown client');
      const username = input.username.trim().toLowerCase();
      await assertNotRateLimited(username, input.ip, new Date());

      const user = await repo.findBySignInName(username);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !valid) {
        await repo.recordFailure(username, input.ip);
        throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.badCredentials);
      }
      await repo.clearFailures(username);

      // Only a caller who knows the password learns why an account may not sign in.
      if (user.disabled) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.disabled);
      if (user.kind === 'consumer') {
        const site = await settings.siteValues();
        if (!site.allowConsumer) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.consumersNotAllowed);
        if (!user.emailVerifiedAt) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.notVerified);
      }
      if ((user.kind === 'customer' || user.kind === 'consumer') && user.customerId === null) {
        throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.noCustomer);
      }
      const access_token = await tokens.sign({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        sessionType: user.kind === 'consumer' ? 'consumer' : 'normal',
      });
      return { access_token, token_type: 'bearer', expires_in: tokens.ttlSeconds };
    },

    /** Resolves a bearer token to its user, or says why the session has ended. */
    async authenticate(token: string): Promise<AuthenticateResult> {
      const verified = await tokens.verify(token);
      if (!verified.ok) {
        if (!verified.expired) return { ok: false, code: 'UNAUTHENTICATED', message: 'The access token is not valid' };
        const message = verified.sessionType === 'punchout' ? SessionEndReason.punchoutExpired : SessionEndReason.expired;
        return { ok: false, code: 'SESSION_EXPIRED', message };
      }
      const row = await repo.findById(verified.claims.userId);
      if (!row) {
        // A punchout session's user goes with the session (transferred, revoked or swept).
        return verified.claims.sessionType === 'punchout'
          ? { ok: false, code: 'SESSION_EXPIRED', message: SessionEndReason.punchoutExpired }
          : { ok: false, code: 'UNAUTHENTICATED', message: 'The access token is not valid' };
      }
      if (row.disabled) return { ok: false, code: 'ACCOUNT_DISABLED', message: SessionEndReason.disabled };
      if (row.tokenVersion !== verified.claims.tokenVersion) {
        return { ok: false, code: 'PASSWORD_CHANGED', message: SessionEndReason.passwordChanged };
      }
      const { disabled: _disabled, tokenVersion: _tv, ...user } = row;
      return { ok: true, user, sessionType: verified.claims.sessionType };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
