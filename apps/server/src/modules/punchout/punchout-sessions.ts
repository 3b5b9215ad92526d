import { createHash, randomBytes } from 'node:crypto';
import {
  PUNCHOUT_CODE_PARAM,
  PUNCHOUT_LANDING_PARAM,
  type PunchoutSessionSummary,
  type TokenResponse,
} from '@provender/contract';
import type { TokenIssuer } from '../auth/tokens.ts';
import type { PunchoutBuyerRow, PunchoutRepository, PunchoutSessionRow } from './punchout.repository.ts';

/** The one-time code must be exchanged within this time (decision 052). */
export const PUNCHOUT_CODE_LIFETIME_MS = 2 * 60_000;
/** A punchout session, and its token, end after this time at the latest. */
export const PUNCHOUT_SESSION_LIFETIME_MS = 60 * 60_000;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
export const wellFormedCode = (code: string) => /^[A-Za-z0-9_-]{43}$/.test(code);

export interface NewPunchoutSession {
  buyer: PunchoutBuyerRow;
  operation: string;
  cxmlVersion: string | null;
  buyerCookie: string;
  postbackUrl: string;
  buyerCredentials: PunchoutSessionRow['buyerCredentials'];
  supplierCredentials: PunchoutSessionRow['supplierCredentials'];
  userEmail: string | null;
  userName: string;
  extrinsics: Record<string, string>;
  returnFields: Record<string, string>;
}

/** The redirect_uri must name the start page the code was issued for (query and fragment aside). */
function sameStartPage(redirectUri: string, startPage: string): boolean {
  try {
    const a = new URL(redirectUri);
    const b = new URL(startPage);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** Opening, entering and ending punchout sessions (decision 052). */
export function createSessionLifecycle(deps: {
  repo: PunchoutRepository;
  tokens: TokenIssuer;
  startPageBase: string;
  now: () => Date;
}) {
  const { repo, tokens, startPageBase, now } = deps;

  return {
    /** Stores the session and its user; answers the user and the start page carrying the one-time code. */
    async open(input: NewPunchoutSession, landing: string | null): Promise<{ userId: number; startPage: string }> {
      const at = now();
      await repo.sweepExpired(at);
      const code = randomBytes(32).toString('base64url');
      const userId = await repo.createSession({
        ...input,
        id: randomBytes(16).toString('base64url'),
        codeHash: hashCode(code),
        codeExpiresAt: new Date(at.getTime() + PUNCHOUT_CODE_LIFETIME_MS),
        expiresAt: new Date(at.getTime() + PUNCHOUT_SESSION_LIFETIME_MS),
      });
      const query = new URLSearchParams({ [PUNCHOUT_CODE_PARAM]: code });
      if (landing) query.set(PUNCHOUT_LANDING_PARAM, landing);
      return { userId, startPage: `${startPageBase}?${query.toString()}` };
    },

    end: (userIds: number[]) => repo.endSessions(userIds),

    /**
     * POST /api/token grant_type=authorization_code: the code once for a token of its session.
     * null when refused; a used or expired code also ends its session (decision 052).
     */
    async exchangeCode(code: string, redirectUri: string | undefined): Promise<TokenResponse | null> {
      if (!wellFormedCode(code)) return null;
      if (redirectUri !== undefined && !sameStartPage(redirectUri, startPageBase)) return null;
      const at = now();
      const hash = hashCode(code);
      const session = await repo.consumeCode(hash, at);
      if (!session) {
        const spent = await repo.sessionByCode(hash);
        if (spent) await repo.endSessions([spent.userId]);
        await repo.sweepExpired(at);
        return null;
      }
      const lifetimeSeconds = Math.floor((session.expiresAt.getTime() - at.getTime()) / 1000);
      const access_token = await tokens.sign(
        { userId: session.userId, tokenVersion: 0, sessionType: 'punchout' },
        lifetimeSeconds,
      );
      return { access_token, token_type: 'bearer', expires_in: Math.max(1, lifetimeSeconds) };
    },

    async openSessions(): Promise<PunchoutSessionSummary[]> {
      const rows = await repo.openSessions();
      return rows.map((r) => ({
        buyer: r.buyer,
        protocol: r.session.protocol,
        operation: r.session.operation,
        customerCode: r.customerCode,
        buyerCookie: r.session.buyerCookie,
        postbackUrl: r.session.postbackUrl,
        lineCount: r.lineCount,
        createdAt: r.session.createdAt.toISOString(),
        expiresAt: r.session.expiresAt.toISOString(),
        codeUsed: r.session.codeUsedAt !== null,
      }));
    },

    /** Ends sessions past their lifetime or with a code left unused; answers how many ended. */
    sweepExpired: async () => (await repo.sweepExpired(now())).length,
  };
}
