import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../errors.ts';
import {
  PUNCHOUT_CODE_PARAM,
  SessionEndReason,
  type PunchoutMessage,
  type PunchoutSessionSummary,
  type TokenResponse,
} from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { orderMessage, setupResponse, statusResponse, type Envelope } from './cxml-documents.ts';
import type { PunchOutSetupRequest } from './cxml-setup-request.ts';
import { parseSetupRequest } from './cxml-setup-request.ts';
import { verifyPunchoutSecret } from './punchout-secrets.ts';
import { transferCart, type TransferCart } from './punchout-lines.ts';
import { ociFields } from './oci-fields.ts';
import type { PunchoutBuyerRow, PunchoutRepository, PunchoutSessionRow } from './punchout.repository.ts';

/** The one-time code must be exchanged within this time (decision 052). */
export const PUNCHOUT_CODE_LIFETIME_MS = 2 * 60_000;
/** A punchout session, and its token, end after this time at the latest. */
export const PUNCHOUT_SESSION_LIFETIME_MS = 60 * 60_000;

const supportedOperations: ReadonlySet<string> = new Set(['create', 'edit', 'inspect']);
const dtdOperations: ReadonlySet<string> = new Set(['create', 'edit', 'inspect', 'source']);

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const wellFormedCode = (code: string) => /^[A-Za-z0-9_-]{43}$/.test(code);

/** The OCI entry's parameters, by their OCI names (any case). */
export interface OciEntry {
  username: string;
  password: string;
  hookUrl: string;
  /** ~OkCode, ~TARGET, ~CALLER as given, echoed on return. */
  returnFields: Record<string, string>;
}

export type OciEntryResult = { ok: true; startPage: string } | { ok: false; status: 400 | 401 | 403; message: string };

export interface PunchoutDeps {
  repo: PunchoutRepository;
  tokens: TokenIssuer;
  cart: CartService;
  publicUrl: string;
  now?: () => Date;
}

export function createPunchoutService(deps: PunchoutDeps) {
  const { repo, tokens, cart } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  const startPageBase = `${base}/`;
  const host = new URL(base).host;
  const envelope = (at: Date): Envelope => ({ host, now: at });

  /** The context a session's own requests get, for work done on its behalf before the browser arrives. */
  const sessionContext = (userId: number, name: string, customerId: number): RequestContext => ({
    user: { id: userId, username: '', name, email: null, kind: 'customer', isAdmin: false, customerId },
    userType: 'customer',
    sessionType: 'punchout',
    customerId,
    shipMethod: null,
    ip: '',
  });

  async function openSession(input: {
    buyer: PunchoutBuyerRow;
    operation: string;
    buyerCookie: string;
    postbackUrl: string;
    buyerCredentials: PunchoutSessionRow['buyerCredentials'];
    supplierCredentials: PunchoutSessionRow['supplierCredentials'];
    userEmail: string | null;
    userName: string;
    extrinsics: Record<string, string>;
    returnFields: Record<string, string>;
    items: PunchOutSetupRequest['items'];
  }): Promise<string> {
    const at = now();
    await repo.sweepExpired(at);
    const code = randomBytes(32).toString('base64url');
    const userId = await repo.createSession({
      id: randomBytes(16).toString('base64url'),
      buyer: input.buyer,
      userName: input.userName,
      operation: input.operation,
      buyerCookie: input.buyerCookie,
      postbackUrl: input.postbackUrl,
      buyerCredentials: input.buyerCredentials,
      supplierCredentials: input.supplierCredentials,
      userEmail: input.userEmail,
      extrinsics: input.extrinsics,
      returnFields: input.returnFields,
      codeHash: hashCode(code),
      codeExpiresAt: new Date(at.getTime() + PUNCHOUT_CODE_LIFETIME_MS),
      expiresAt: new Date(at.getTime() + PUNCHOUT_SESSION_LIFETIME_MS),
    });
    try {
      const ctx = sessionContext(userId, input.userName, input.buyer.customerId);
      const shipto = input.buyer.shiptoCode ?? (await repo.customerDefaultShipto(input.buyer.customerId));
      if (shipto) await cart.saveHeader(ctx, { customerShipToCode: shipto });
      await preload(ctx, input.items);
    } catch (err) {
      await repo.endSessions([userId]);
      throw err;
    }
    return `${startPageBase}?${PUNCHOUT_CODE_PARAM}=${code}`;
  }

  /** Edit and inspect sessions start with the requisition's lines; lines we can no longer sell are left out. */
  async function preload(ctx: RequestContext, items: PunchOutSetupRequest['items']) {
    if (items.length === 0) return;
    const keys = await repo.productKeysByCode(items.map((i) => i.supplierPartId));
    for (const item of items) {
      const productKey = keys.get(item.supplierPartId);
      if (productKey === undefined) continue;
      const payload = {
        productKey,
        unitOfMeasure: item.supplierPartAuxiliaryId ?? '',
        orderQuantity: Number(item.quantity),
      };
      try {
        if (!payload.unitOfMeasure) continue;
        await cart.addLine(ctx, payload, true);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
  }

  async function authenticateCxml(request: PunchOutSetupRequest): Promise<PunchoutBuyerRow> {
    const buyer = await repo.cxmlBuyerByFrom(request.from);
    if (!buyer) throw new CxmlStatusError(CxmlStatus.forbidden, 'The From credential is not a buyer set up for punchout');
    let verified = false;
    for (const sender of request.sender) {
      if (sender.sharedSecret === null) continue;
      if (buyer.senderIdentity && sender.identity !== buyer.senderIdentity) continue;
      if (await verifyPunchoutSecret(buyer.secretHash, sender.sharedSecret)) verified = true;
    }
    if (!verified) throw new CxmlStatusError(CxmlStatus.unauthorized, 'The Sender credential was not recognised');
    if (buyer.disabled) throw new CxmlStatusError(CxmlStatus.forbidden, 'Punchout is disabled for this buyer');
    return buyer;
  }

  function displayName(extrinsics: Record<string, string>, email: string | null, buyer: PunchoutBuyerRow): string {
    const full = extrinsics['UserFullName'] || [extrinsics['FirstName'], extrinsics['LastName']].filter(Boolean).join(' ');
    return (full || email || buyer.name).slice(0, 100);
  }

  return {
    /** Answers a cXML document for any input: the setup response, or a Status saying why not. */
    async cxmlSetup(xml: string): Promise<string> {
      try {
        const request = parseSetupRequest(xml);
        if (!dtdOperations.has(request.operation)) {
          throw new CxmlStatusError(CxmlStatus.badRequest, `Unknown operation '${request.operation}'`);
        }
        if (!supportedOperations.has(request.operation)) {
          throw new CxmlStatusError(CxmlStatus.notImplemented, `The ${request.operation} operation is not offered`);
        }
        const buyer = await authenticateCxml(request);
        const userEmail = request.extrinsics['UserEmail'] || request.contactEmail;
        const startPage = await openSession({
          buyer,
          operation: request.operation,
          buyerCookie: request.buyerCookie,
          postbackUrl: request.browserFormPostUrl,
          buyerCredentials: request.from,
          supplierCredentials: request.to,
          userEmail: userEmail || null,
          userName: displayName(request.extrinsics, userEmail || null, buyer),
          extrinsics: request.extrinsics,
          returnFields: {},
          items: request.operation === 'create' ? [] : request.items,
        });
        return setupResponse(envelope(now()), startPage, CxmlStatus.ok);
      } catch (err) {
        if (err instanceof CxmlStatusError) return statusResponse(envelope(now()), err.status, err.message);
        throw err;
      }
    },

    /** The answer when something failed unexpectedly: cXML still, so the buyer's system can read it. */
    internalErrorResponse: () => statusResponse(envelope(now()), CxmlStatus.internalError, 'The punchout session could not be started'),
    /** The answer when the body could not even be read (too large, broken encoding). */
    unreadableRequestResponse: (reason: string) => statusResponse(envelope(now()), CxmlStatus.badRequest, reason),

    async ociEntry(entry: OciEntry): Promise<OciEntryResult> {
      if (!entry.username || !entry.password || !entry.hookUrl) {
        return { ok: false, status: 400, message: 'USERNAME, PASSWORD and HOOK_URL are required' };
      }
      if (!/^https?:\/\//i.test(entry.hookUrl)) return { ok: false, status: 400, message: 'HOOK_URL must be an http or https address' };
      const buyer = await repo.ociBuyerByUsername(entry.username);
      const valid = await verifyPunchoutSecret(buyer?.secretHash ?? null, entry.password);
      if (!buyer || !valid) return { ok: false, status: 401, message: 'Unknown user or invalid password' };
      if (buyer.disabled) return { ok: false, status: 403, message: 'Punchout is disabled for this buyer' };
      const startPage = await openSession({
        buyer,
        operation: 'create',
        buyerCookie: '',
        postbackUrl: entry.hookUrl,
        buyerCredentials: [],
        supplierCredentials: [],
        userEmail: null,
        userName: buyer.name,
        extrinsics: {},
        returnFields: entry.returnFields,
        items: [],
      });
      return { ok: true, startPage };
    },

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
      const access_token = await tokens.sign({ userId: session.userId, tokenVersion: 0, sessionType: 'punchout' }, lifetimeSeconds);
      return { access_token, token_type: 'bearer', expires_in: Math.max(1, lifetimeSeconds) };
    },

    /**
     * The cart as the buyer's system takes it back, priced now on the server; the session ends
     * with it (its user, cart and lines are deleted).
     */
    async createMessage(ctx: RequestContext): Promise<PunchoutMessage> {
      const userId = ctx.user?.id;
      const found = userId === undefined ? null : await repo.sessionByUser(userId);
      if (!found || userId === undefined) throw new AppError('SESSION_EXPIRED', SessionEndReason.punchoutExpired);
      const { session, buyer } = found;
      const snapshot = await cart.pricedSnapshot(ctx);
      const unavailable = snapshot.priced.filter((p) => !p.isAvailable || !p.unitPrice || !p.extension);
      if (unavailable.length > 0) {
        const errors = snapshot.messages.length > 0 ? snapshot.messages : unavailable.map((p) => `${p.product.description} cannot be priced.`);
        throw new AppError('CONFLICT', errors[0] ?? 'The cart cannot be transferred', { errors });
      }
      const transfer = transferCart(snapshot.priced, await repo.classifications(snapshot.priced.map((p) => p.product.productCategoryCode)));
      const message = session.protocol === 'cxml' ? cxmlMessage(session, buyer, transfer) : ociMessage(session, transfer);
      await repo.endSessions([userId]);
      return message;
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
    sweepExpired: () => repo.sweepExpired(now()),
  };

  function cxmlMessage(session: PunchoutSessionRow, buyer: PunchoutBuyerRow, { lines, total }: TransferCart): PunchoutMessage {
    const xml = orderMessage(envelope(now()), {
      supplier: session.supplierCredentials,
      buyer: session.buyerCredentials,
      buyerCookieXml: session.buyerCookie,
      operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
      currency: 'USD',
      total,
      lines: lines.map((l, i) => ({
        lineNumber: i + 1,
        quantity: l.quantity,
        supplierPartId: l.productCode,
        supplierPartAuxiliaryId: l.unitOfMeasure,
        unitPrice: l.unitPrice.toFixed(4),
        description: l.description,
        shortName: l.shortName,
        unitOfMeasure: l.unCefactUnit,
        classification: l.unspsc ? { domain: 'UNSPSC', value: l.unspsc } : { domain: 'ProductCategory', value: l.categoryCode },
      })),
    });
    const value = buyer.cxmlField === 'cxml-base64' ? Buffer.from(xml, 'utf8').toString('base64') : xml;
    return { protocol: 'cxml', postbackUrl: session.postbackUrl, target: '_top', body: [{ name: buyer.cxmlField, value }] };
  }

  function ociMessage(session: PunchoutSessionRow, { lines }: TransferCart): PunchoutMessage {
    const returnFields = session.returnFields;
    return {
      protocol: 'oci',
      postbackUrl: session.postbackUrl,
      target: returnFields['~TARGET'] || '_top',
      body: ociFields(lines, returnFields),
    };
  }
}
export type PunchoutService = ReturnType<typeof createPunchoutService>;

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
