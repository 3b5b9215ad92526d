import {
  humanCheckFailedMessage,
  HUMAN_CHECK_REQUIRED_ERROR,
  TokenErrorDescription,
  SessionEndReason,
  WEB_CLIENT_ID,
  type TokenResponse,
} from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { AuthUser } from '../../context.ts';
import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';
import type { HumanCheckService } from '../human-check/human-check.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import { burnPasswordCheck, checkPasswordHash, hashPassword } from './password-hash.ts';
import type { AccessClaims, TokenIssuer } from './tokens.ts';

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

/** Attempts within the window (decision 090); past them a sign-in needs the human check. */
export const signInLimits = {
  maxAttemptsPerAccount: 5,
  maxAttemptsPerAddress: 25,
};

/** The token error that asks the client to show the human check with the next attempt. */
export const HUMAN_CHECK_REQUIRED = HUMAN_CHECK_REQUIRED_ERROR;
export const tooManyAttemptsDescription = 'Too many login attempts, please try again later';

/** Attempt keys: a name and its e-mail are one account; unknown names are counted by name. */
export const signInKeys = {
  account: (userId: number) => `sign-in:account:${userId}`,
  name: (name: string) => `sign-in:name:${name}`,
  address: (ip: string) => `sign-in:address:${ip}`,
  passwordChange: (userId: number) => `password-change:${userId}`,
};

export type AuthenticateResult =
  | { ok: true; user: AuthUser; sessionType: 'normal' | 'consumer' | 'punchout' }
  | {
      ok: false;
      code: 'SESSION_EXPIRED' | 'PASSWORD_CHANGED' | 'UNAUTHENTICATED' | 'ACCOUNT_DISABLED';
      message: string;
    };

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: TokenIssuer;
  settings: SettingsService;
  attemptLimits: AttemptLimitsService;
  humanCheck: HumanCheckService;
  changes: ChangeFeed;
  now?: () => Date;
}

/**
 * Counts the attempt before the password is looked at, so parallel guesses cannot all be checked.
 * Past a limit the right password still works, but only together with a solved human check: a
 * stranger cannot lock an account or an office address out, and a guesser pays a proof of work
 * per guess (decision 090).
 */
async function admitAttempt(
  deps: Pick<AuthServiceDeps, 'attemptLimits' | 'humanCheck'>,
  accountKey: string,
  ip: string,
  verifyToken: string | undefined,
  at: Date,
) {
  const { attemptLimits, humanCheck } = deps;
  const { exceeded, retryAfterSeconds } = await attemptLimits.count(
    [
      { key: accountKey, max: signInLimits.maxAttemptsPerAccount },
      { key: signInKeys.address(ip), max: signInLimits.maxAttemptsPerAddress },
    ],
    at,
  );
  if (exceeded.length === 0) return;
  if (verifyToken && (await humanCheck.verify(verifyToken, at))) return;
  throw new TokenFailure(
    429,
    HUMAN_CHECK_REQUIRED,
    verifyToken ? humanCheckFailedMessage : tooManyAttemptsDescription,
    retryAfterSeconds,
  );
}

/** Why a user whose password is right may still not sign in: disabled, a consumer the site refuses, no customer. */
async function refuseBlockedSignIn(
  user: NonNullable<Awaited<ReturnType<AuthRepository['findBySignInName']>>>,
  settings: SettingsService,
): Promise<void> {
  if (user.disabled) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.disabled);
  if (user.kind === 'consumer') {
    const site = await settings.siteValues();
    if (!site.allowConsumer) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.consumersNotAllowed);
    if (!user.emailVerifiedAt) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.notVerified);
  }
  if ((user.kind === 'customer' || user.kind === 'consumer') && user.customerId === null) {
    throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.noCustomer);
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, tokens, settings, attemptLimits, changes } = deps;
  const now = deps.now ?? (() => new Date());
  /**
   * Who each token's user is now (disabled, token version, kind, customer): read from the database
   * once per user and TTL, and dropped whenever the row changes (decision 210). A user that is not
   * found is not kept: rows are never re-created under an old id.
   */
  const userStates = changes.cache<number, Awaited<ReturnType<AuthRepository['findById']>>>({
    keep: (row) => row !== null,
  });
  changes.on('users', (key) => (key === null ? userStates.clear() : userStates.delete(Number(key))));

  return {
    async passwordGrant(input: {
      clientId: string;
      username: string;
      password: string;
      verifyToken?: string | undefined;
      ip: string;
    }): Promise<TokenResponse> {
      if (input.clientId !== WEB_CLIENT_ID) throw new TokenFailure(400, 'invalid_client', 'Unknown client');
      const username = input.username.trim().toLowerCase();
      const at = now();
      const user = await repo.findBySignInName(username);
      const accountKey = user ? signInKeys.account(user.id) : signInKeys.name(username);
      await admitAttempt(deps, accountKey, input.ip, input.verifyToken, at);

      const check = user
        ? await checkPasswordHash(user.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), { ok: false, needsRehash: false });
      if (!user || !check.ok) throw new TokenFailure(401, 'invalid_grant', TokenErrorDescription.badCredentials);
      // A success ends the account's count and takes its attempt back from the shared address.
      await attemptLimits.forget([accountKey, signInKeys.passwordChange(user.id)], at);
      await attemptLimits.refund(signInKeys.address(input.ip));
      if (check.needsRehash) await repo.setPasswordHash(user.id, await hashPassword(input.password));

      // Only a caller who knows the password learns why an account may not sign in.
      await refuseBlockedSignIn(user, settings);
      const access_token = await tokens.sign({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        sessionType: user.kind === 'consumer' ? 'consumer' : 'normal',
      });
      return { access_token, token_type: 'bearer', expires_in: tokens.ttlSeconds };
    },

    /**
     * The signed-in user of a token checked before whose user state is kept, when the session
     * stands (decision 354); `undefined` when anything is not known yet or the session has ended,
     * for `authenticate` to load it or to say why.
     */
    authenticateKnown(token: string): { user: AuthUser; sessionType: AccessClaims['sessionType'] } | undefined {
      const claims = tokens.knownClaims(token);
      if (claims === undefined) return undefined;
      const row = userStates.peek(claims.userId);
      if (!row || row.disabled || row.tokenVersion !== claims.tokenVersion) return undefined;
      const { disabled: _disabled, tokenVersion: _tv, ...user } = row;
      return { user, sessionType: claims.sessionType };
    },

    /** Resolves a bearer token to its user, or says why the session has ended. */
    async authenticate(token: string): Promise<AuthenticateResult> {
      const verified = await tokens.verify(token);
      if (!verified.ok) {
        if (!verified.expired) return { ok: false, code: 'UNAUTHENTICATED', message: 'The access token is not valid' };
        const message =
          verified.sessionType === 'punchout' ? SessionEndReason.punchoutExpired : SessionEndReason.expired;
        return { ok: false, code: 'SESSION_EXPIRED', message };
      }
      const { userId } = verified.claims;
      const row = await userStates.get(userId, () => repo.findById(userId));
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
