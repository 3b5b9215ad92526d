import type { PunchoutMessage, PunchoutSessionSummary, TokenResponse } from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { RequestContext } from '../../context.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';
import type { CartNotices, CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { priceIn, type PricingService } from '../pricing/pricing.service.ts';
import { buyerSettings } from './buyer-settings.ts';
import { cxmlDocumentOf } from './cxml-encoding.ts';
import { profileResponse, replyVersion, setupResponse, statusResponse, type Envelope } from './cxml-documents.ts';
import { orderRequestOf } from './cxml-order-request.ts';
import { readCxmlRequest, type CxmlRequestDocument } from './cxml-parse.ts';
import { setupRequestOf, type PunchOutSetupRequest } from './cxml-setup-request.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { OCI_REFUSED_FUNCTIONS, type OciEntry, type OciEntryResult } from './oci-entry.ts';
import { ociFields } from './oci-fields.ts';
import { matchLine } from './punchout-line-match.ts';
import { transferLine } from './punchout-lines.ts';
import { createBuyerOrders, shiptoFor } from './punchout-orders.ts';
import { createCartPreload, productsByCode } from './punchout-preload.ts';
import { checkPunchoutSecret, hashPunchoutSecret } from './punchout-secrets.ts';
import { createSessionLifecycle, hashCode, wellFormedCode, type NewPunchoutSession } from './punchout-sessions.ts';
import { createTransfer } from './punchout-transfer.ts';
import type { PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';
import { Decimal } from '@provender/rules';

export { PUNCHOUT_CODE_LIFETIME_MS, PUNCHOUT_SESSION_LIFETIME_MS } from './punchout-sessions.ts';
export type { OciEntry, OciEntryResult } from './oci-entry.ts';

const supportedOperations: ReadonlySet<string> = new Set(['create', 'edit', 'inspect']);
const dtdOperations: ReadonlySet<string> = new Set(['create', 'edit', 'inspect', 'source']);
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
  changes: ChangeFeed;
  now?: () => Date;
}

/** Credential attempts per window (decision 096): per buyer identity, and per address. */
export const punchoutLimits = {
  maxAttemptsPerBuyer: 20,
  maxAttemptsPerAddress: 100,
};

export const punchoutKeys = {
  buyer: (buyerId: number) => `punchout:buyer:${buyerId}`,
  /** An OCI user name no buyer has: counted by name, so guessing names is limited too. */
  ociName: (username: string) => `punchout:oci-name:${username.toLowerCase()}`,
  address: (ip: string) => `punchout:address:${ip}`,
};

/** Past a limit the secret is not checked (decision 096). */
export const tooManyPunchoutAttempts = (minutes: number) =>
  `Too many failed punchout sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** A credential refused without being checked: too many attempts for the buyer or the address. */
class PunchoutAttemptsExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyPunchoutAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/** Who the session's user is shown as: the request's names before its e-mail (decision 058). */
function displayName(request: PunchOutSetupRequest, email: string | null, buyer: PunchoutBuyerRow): string {
  const x = request.extrinsics;
  const full = x['UserFullName'] || [x['FirstName'], x['LastName']].filter(Boolean).join(' ');
  return (full || request.contactName || x['UniqueName'] || x['User'] || email || buyer.name).slice(0, 100);
}

/** Ended sessions take their users along: this process's caches forget them at once (decision 210). */
function announcingEndedSessions(repo: PunchoutRepository, changes: ChangeFeed): PunchoutRepository {
  const ended = (userIds: number[]) => {
    if (userIds.length > 0) changes.changed(...userIds.map((id) => `users:${id}`), 'setting_overrides');
  };
  return {
    ...repo,
    async endSessions(userIds) {
      await repo.endSessions(userIds);
      ended(userIds);
    },
    async sweepExpired(at) {
      const userIds = await repo.sweepExpired(at);
      ended(userIds);
      return userIds;
    },
  };
}

export function createPunchoutService(deps: PunchoutDeps) {
  const { cart, catalog, attemptLimits } = deps;
  const repo = announcingEndedSessions(deps.repo, deps.changes);
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const envelope = (at: Date, version?: string): Envelope => ({ host, now: at, version });
  const sessions = createSessionLifecycle({ repo, tokens: deps.tokens, startPageBase: `${base}/`, now });
  const preload = createCartPreload({ repo, cart, catalog });
  const placeOrder = createBuyerOrders({ repo, catalog, pricing: deps.pricing });
  const transfer = createTransfer({ repo, cart, envelope, now });

  /** Opens the session, then fills its cart; a failure while filling ends the session again. */
  async function openSession(
    input: NewPunchoutSession,
    cartSetup: { shiptoCode: string | null; items: PunchOutSetupRequest['items']; landing: string | null },
  ): Promise<string> {
    const { userId, startPage } = await sessions.open(input, cartSetup.landing);
    try {
      const owner = { userId, customerId: input.buyer.customerId };
      const messages = await preload(owner, cartSetup.shiptoCode, cartSetup.items, buyerSettings(input.buyer.settings));
      if (messages.length > 0) await repo.setSessionMessages(userId, messages);
    } catch (err) {
      await sessions.end([userId]);
      throw err;
    }
    return startPage;
  }

  /** Where the browser lands: the SelectedItem's product or category, else the product list. */
  async function landingFor(buyer: PunchoutBuyerRow, selected: string | null): Promise<string | null> {
    if (!selected) return null;
    const product = (await productsByCode(repo, catalog, buyer.customerId, [selected])).get(selected);
    if (product) return `/product/${product.productKey}`;
    const category = await repo.category(selected);
    if (category)
      return `/products#${new URLSearchParams({ mc: category.mainCategoryCode, c: category.code }).toString()}`;
    return null;
  }

  /**
   * OCI FUNCTION=VALIDATE (decision 140): the item PRODUCTID names (our code, or code/unit as we
   * sent it in EXT_PRODUCT_ID) with its current price and unit for the buyer's customer, in
   * QUANTITY (default 1) and UNIT (else the unit in PRODUCTID, else the product's default), as
   * the NEW_ITEM fields of a form for HOOK_URL. No session is opened.
   */
  async function ociValidate(buyer: PunchoutBuyerRow, entry: OciEntry): Promise<OciEntryResult> {
    const settings = buyerSettings(buyer.settings);
    const [code = '', unitPart = ''] = entry.productId.split('/');
    const product = (await productsByCode(repo, catalog, buyer.customerId, [code])).get(code);
    const quantity = /^\d{1,9}(\.\d{1,3})?$/.test(entry.quantity) ? entry.quantity : '1';
    const match = matchLine(
      {
        lineNumber: 1,
        supplierPartId: code,
        supplierPartAuxiliaryId: unitPart || null,
        unitOfMeasure: entry.unit || null,
        quantity,
      },
      product,
      settings,
      'when-no-unit',
    );
    if (!match.ok) return { ok: false, status: 404, message: `FUNCTION=VALIDATE: ${match.message}` };
    const priceUnit = match.product.priceBys.some((p) => p.unitOfMeasure === match.unitOfMeasure)
      ? match.unitOfMeasure
      : match.product.pricingUM;
    const basis = (await deps.pricing.basisFor({ customerId: buyer.customerId }, [match.product.productKey])).get(
      match.product.productKey,
    );
    const price = basis?.available ? priceIn(basis, priceUnit) : null;
    if (!price) return { ok: false, status: 404, message: `FUNCTION=VALIDATE: ${code} cannot be priced for you now.` };
    const line = transferLine(match.product, match.unitOfMeasure, priceUnit, new Decimal(match.quantity), price.price, {
      unspsc: await repo.classifications([match.product.productCategoryCode]),
    });
    return {
      ok: true,
      form: {
        action: entry.hookUrl,
        target: entry.returnFields['~TARGET'] || '_top',
        fields: ociFields([line], entry.returnFields, settings),
      },
    };
  }

  /**
   * Counts the attempt before any secret is looked at (one statement per attempt, so a parallel
   * burst cannot all be checked); past a limit the secret is not checked at all. A success takes
   * its own attempt back, so only failures add up (decision 096).
   */
  async function checkSecret(
    buyer: PunchoutBuyerRow | null,
    accountKey: string,
    ip: string,
    secrets: readonly string[],
  ): Promise<boolean> {
    const keys = [accountKey, punchoutKeys.address(ip)];
    const { exceeded, retryAfterSeconds } = await attemptLimits.count(
      [
        { key: accountKey, max: punchoutLimits.maxAttemptsPerBuyer },
        { key: punchoutKeys.address(ip), max: punchoutLimits.maxAttemptsPerAddress },
      ],
      now(),
    );
    if (exceeded.length > 0) throw new PunchoutAttemptsExceeded(retryAfterSeconds);
    let matched: string | null = null;
    let needsRehash = false;
    // Every given secret is checked (or a dummy for an unknown buyer), so timing tells nothing.
    for (const secret of secrets.length > 0 ? secrets : ['']) {
      const check = await checkPunchoutSecret(buyer?.secretHash ?? null, secret);
      if (check.ok && matched === null) {
        matched = secret;
        needsRehash = check.needsRehash;
      }
    }
    if (!buyer || matched === null) return false;
    for (const key of keys) await attemptLimits.refund(key);
    if (needsRehash) await repo.setSecretHash(buyer.id, await hashPunchoutSecret(matched));
    return true;
  }

  async function authenticate(doc: CxmlRequestDocument, ip: string): Promise<PunchoutBuyerRow> {
    const buyer = await repo.cxmlBuyerByFrom(doc.from);
    if (!buyer)
      throw new CxmlStatusError(CxmlStatus.forbidden, 'The From credential is not a buyer set up for punchout');
    const secrets = doc.sender
      .filter((sender) => !buyer.senderIdentity || sender.identity === buyer.senderIdentity)
      .flatMap((sender) => (sender.sharedSecret === null ? [] : [sender.sharedSecret]));
    let verified: boolean;
    try {
      verified = await checkSecret(buyer, punchoutKeys.buyer(buyer.id), ip, secrets);
    } catch (err) {
      if (err instanceof PunchoutAttemptsExceeded) throw new CxmlStatusError(CxmlStatus.unauthorized, err.message);
      throw err;
    }
    if (!verified) throw new CxmlStatusError(CxmlStatus.unauthorized, 'The Sender credential was not recognised');
    if (buyer.disabled) throw new CxmlStatusError(CxmlStatus.forbidden, 'Punchout is disabled for this buyer');
    return buyer;
  }

  async function setup(doc: CxmlRequestDocument, version: string, ip: string): Promise<string> {
    const request = setupRequestOf(doc.request);
    if (!dtdOperations.has(request.operation)) {
      throw new CxmlStatusError(CxmlStatus.badRequest, `Unknown operation '${request.operation}'`);
    }
    if (!supportedOperations.has(request.operation)) {
      throw new CxmlStatusError(CxmlStatus.notImplemented, `The ${request.operation} operation is not offered`);
    }
    const buyer = await authenticate(doc, ip);
    const userEmail = request.extrinsics['UserEmail'] || request.contactEmail || null;
    const startPage = await openSession(
      {
        buyer,
        operation: request.operation,
        cxmlVersion: doc.version,
        buyerCookie: request.buyerCookie,
        postbackUrl: request.browserFormPostUrl,
        buyerCredentials: doc.from,
        supplierCredentials: doc.to,
        userEmail,
        userName: displayName(request, userEmail, buyer),
        extrinsics: request.extrinsics,
        returnFields: {},
      },
      {
        shiptoCode: await shiptoFor(repo, buyer, request.shipToAddressId),
        items: request.operation === 'create' ? [] : request.items,
        landing: await landingFor(buyer, request.selectedItem),
      },
    );
    return setupResponse(envelope(now(), version), startPage, CxmlStatus.ok);
  }

  async function answer(doc: CxmlRequestDocument, ip: string): Promise<string> {
    const version = replyVersion(doc.version);
    switch (doc.requestName) {
      case 'PunchOutSetupRequest':
        return setup(doc, version, ip);
      case 'ProfileRequest': {
        await authenticate(doc, ip);
        const url = `${base}/punchout/cxml`;
        return profileResponse(envelope(now(), version), CxmlStatus.ok, new Date('2026-01-01T00:00:00Z'), [
          { requestName: 'ProfileRequest', url },
          { requestName: 'PunchOutSetupRequest', url },
          { requestName: 'OrderRequest', url },
        ]);
      }
      case 'OrderRequest': {
        const order = orderRequestOf(doc.request);
        const buyer = await authenticate(doc, ip);
        if (!doc.payloadId.trim()) throw new CxmlStatusError(CxmlStatus.badRequest, 'The cXML payloadID is required');
        const placed = await placeOrder(buyer, doc.payloadId.trim(), order);
        return statusResponse(envelope(now(), version), CxmlStatus.ok, placed.statusText);
      }
      default:
        throw new CxmlStatusError(
          CxmlStatus.notImplemented,
          `${doc.requestName || 'empty'} is not supported here; send a PunchOutSetupRequest, OrderRequest or ProfileRequest`,
        );
    }
  }

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

    async ociEntry(entry: OciEntry, ip: string): Promise<OciEntryResult> {
      if (!entry.username || !entry.password || !entry.hookUrl) {
        return { ok: false, status: 400, message: 'USERNAME, PASSWORD and HOOK_URL are required' };
      }
      if (!/^https?:\/\//i.test(entry.hookUrl))
        return { ok: false, status: 400, message: 'HOOK_URL must be an http or https address' };
      if (OCI_REFUSED_FUNCTIONS.has(entry.func))
        return { ok: false, status: 400, message: `FUNCTION=${entry.func} is not offered: punch out to shop instead` };
      if (entry.func && entry.func !== 'DETAIL' && entry.func !== 'VALIDATE')
        return { ok: false, status: 400, message: `FUNCTION=${entry.func} is not an OCI function` };
      if ((entry.func === 'DETAIL' || entry.func === 'VALIDATE') && !entry.productId)
        return { ok: false, status: 400, message: `FUNCTION=${entry.func} needs a PRODUCTID` };
      const buyer = await repo.ociBuyerByUsername(entry.username);
      const accountKey = buyer ? punchoutKeys.buyer(buyer.id) : punchoutKeys.ociName(entry.username);
      let valid: boolean;
      try {
        valid = await checkSecret(buyer, accountKey, ip, [entry.password]);
      } catch (err) {
        if (err instanceof PunchoutAttemptsExceeded)
          return { ok: false, status: 429, message: err.message, retryAfterSeconds: err.retryAfterSeconds };
        throw err;
      }
      if (!buyer || !valid) return { ok: false, status: 401, message: 'Unknown user or invalid password' };
      if (buyer.disabled) return { ok: false, status: 403, message: 'Punchout is disabled for this buyer' };
      if (entry.func === 'VALIDATE') return ociValidate(buyer, entry);
      const landing = entry.func === 'DETAIL' ? await landingFor(buyer, entry.productId) : null;
      const startPage = await openSession(
        {
          buyer,
          operation: 'create',
          cxmlVersion: null,
          buyerCookie: '',
          postbackUrl: entry.hookUrl,
          buyerCredentials: [],
          supplierCredentials: [],
          userEmail: null,
          userName: buyer.name,
          extrinsics: {},
          returnFields: entry.returnFields,
        },
        { shiptoCode: await shiptoFor(repo, buyer, null), items: [], landing },
      );
      return { ok: true, startPage };
    },

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
