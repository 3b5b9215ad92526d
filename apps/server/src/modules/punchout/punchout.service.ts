import type { PunchoutMessage, PunchoutSessionSummary, TokenResponse } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';
import type { CartNotices, CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { buyerSettings } from './buyer-settings.ts';
import { createCxmlEntry } from './cxml-entry.ts';
import { cxmlDocumentOf } from './cxml-encoding.ts';
import { statusResponse, type Envelope } from './cxml-documents.ts';
import { readCxmlRequest } from './cxml-parse.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { createOciEntry } from './oci-entry-service.ts';
import { createSecretCheck } from './punchout-credentials.ts';
import { createPunchoutEntry } from './punchout-entry.ts';
import { createBuyerOrders } from './punchout-orders.ts';
import { createCartPreload } from './punchout-preload.ts';
import { createSessionLifecycle, hashCode, wellFormedCode } from './punchout-sessions.ts';
import { createTransfer } from './punchout-transfer.ts';
import type { PunchoutRepository } from './punchout.repository.ts';

export { PUNCHOUT_CODE_LIFETIME_MS, PUNCHOUT_SESSION_LIFETIME_MS } from './punchout-sessions.ts';
export type { OciEntry, OciEntryResult } from './oci-entry.ts';
export { punchoutKeys, punchoutLimits, tooManyPunchoutAttempts } from './punchout-credentials.ts';

/** The message a write in an inspect session is refused with (decision 058). */
export const INSPECT_READ_ONLY = 'This requisition is open for viewing only: the cart cannot be changed.';

export interface PunchoutDeps {
  repo: PunchoutRepository;
  tokens: TokenIssuer;
  cart: CartService;
  catalog: CatalogService;
  pricing: PricingService;
  publicUrl: string;
  attemptLimits: AttemptLimitsService;
  now?: () => Date;
}

/**
 * Punchout (decisions 050-058, 096, 140): the cXML and OCI entries (cxml-entry.ts,
 * oci-entry-service.ts) open sessions through punchout-entry.ts after the credential check of
 * punchout-credentials.ts; sessions, transfers and buyer orders have files of their own.
 */
export function createPunchoutService(deps: PunchoutDeps) {
  const { repo, cart, catalog, pricing } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const envelope = (at: Date, version?: string): Envelope => ({ host, now: at, version });
  const sessions = createSessionLifecycle({ repo, tokens: deps.tokens, startPageBase: `${base}/`, now });
  const preload = createCartPreload({ repo, cart, catalog });
  const transfer = createTransfer({ repo, cart, envelope, now });
  const checkSecret = createSecretCheck({ repo, attemptLimits: deps.attemptLimits, now });
  const entry = createPunchoutEntry({ repo, catalog, sessions, preload });
  const placeOrder = createBuyerOrders({ repo, catalog, pricing });
  const answer = createCxmlEntry({ repo, checkSecret, entry, placeOrder, envelope, base, now });

  /** Answers `inspect` sessions read-only and tells the cart the session's arrival messages. */
  const cartNotices: CartNotices = {
    async readOnlyMessage(userId) {
      const found = await repo.sessionNotices(userId);
      return found?.operation === 'inspect' ? INSPECT_READ_ONLY : null;
    },
    async messages(userId) {
      return (await repo.sessionNotices(userId))?.messages ?? [];
    },
  };

  return {
    cartNotices,

    /** Answers a cXML document for any request body: the response, or a Status saying why not. */
    async cxmlRequest(body: Buffer, contentType: string | undefined, ip: string): Promise<string> {
      try {
        return await answer(readCxmlRequest(cxmlDocumentOf(body, contentType)), ip);
      } catch (err) {
        if (err instanceof CxmlStatusError) return statusResponse(envelope(now()), err.status, err.message);
        throw err;
      }
    },

    /** The answer when something failed unexpectedly: cXML still, so the buyer's system can read it. */
    internalErrorResponse: () =>
      statusResponse(envelope(now()), CxmlStatus.internalError, 'The punchout request could not be processed'),
    /** The answer when the body could not even be read (too large, broken encoding). */
    unreadableRequestResponse: (reason: string) => statusResponse(envelope(now()), CxmlStatus.badRequest, reason),

    ociEntry: createOciEntry({ repo, catalog, pricing, checkSecret, entry }),

    /** The origins that may frame the start page of an unused code (decision 055). */
    async frameOrigins(code: string): Promise<string[]> {
      if (!wellFormedCode(code)) return [];
      const found = await repo.framingByCode(hashCode(code), now());
      return found ? [found.postbackUrl, ...buyerSettings(found.settings).frameOrigins] : [];
    },

    exchangeCode: (code: string, redirectUri: string | undefined): Promise<TokenResponse | null> =>
      sessions.exchangeCode(code, redirectUri),
    createMessage: (ctx: RequestContext): Promise<PunchoutMessage> => transfer.createMessage(ctx),
    openSessions: (): Promise<PunchoutSessionSummary[]> => sessions.openSessions(),
    sweepExpired: () => sessions.sweepExpired(),
  };
}
export type PunchoutService = ReturnType<typeof createPunchoutService>;
