import { profileResponse, replyVersion, setupResponse, statusResponse, type Envelope } from './cxml-documents.ts';
import { orderRequestOf } from './cxml-order-request.ts';
import type { CxmlRequestDocument } from './cxml-parse.ts';
import { setupRequestOf, type PunchOutSetupRequest } from './cxml-setup-request.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { PunchoutAttemptsExceeded, punchoutKeys, type CheckSecret } from './punchout-credentials.ts';
import type { PunchoutEntry } from './punchout-entry.ts';
import { shiptoFor, type createBuyerOrders } from './punchout-orders.ts';
import type { PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';

const supportedOperations: ReadonlySet<string> = new Set(['create', 'edit', 'inspect']);
const dtdOperations: ReadonlySet<string> = new Set(['create', 'edit', 'inspect', 'source']);

/** Who the session's user is shown as: the request's names before its e-mail (decision 058). */
function displayName(request: PunchOutSetupRequest, email: string | null, buyer: PunchoutBuyerRow): string {
  const x = request.extrinsics;
  const full = x['UserFullName'] || [x['FirstName'], x['LastName']].filter(Boolean).join(' ');
  return (full || request.contactName || x['UniqueName'] || x['User'] || email || buyer.name).slice(0, 100);
}

/** The buyer a request's From and Sender credentials name, or the cXML status refusing it. */
async function authenticateBuyer(
  deps: { repo: PunchoutRepository; checkSecret: CheckSecret },
  doc: CxmlRequestDocument,
  ip: string,
): Promise<PunchoutBuyerRow> {
  const { repo, checkSecret } = deps;
  const buyer = await repo.cxmlBuyerByFrom(doc.from);
  if (!buyer) throw new CxmlStatusError(CxmlStatus.forbidden, 'The From credential is not a buyer set up for punchout');
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

/** The cXML entry: a buyer's system sends setup, profile and order requests with its credentials. */
export function createCxmlEntry(deps: {
  repo: PunchoutRepository;
  checkSecret: CheckSecret;
  entry: PunchoutEntry;
  placeOrder: ReturnType<typeof createBuyerOrders>;
  envelope: (at: Date, version?: string) => Envelope;
  base: string;
  now: () => Date;
}) {
  const { repo, entry, placeOrder, envelope, base, now } = deps;
  const authenticate = (doc: CxmlRequestDocument, ip: string) => authenticateBuyer(deps, doc, ip);

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
    const startPage = await entry.openSession(
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
        landing: await entry.landingFor(buyer, request.selectedItem),
      },
    );
    return setupResponse(envelope(now(), version), startPage, CxmlStatus.ok);
  }

  /** The answer to a read cXML request; a CxmlStatusError says why there is none. */
  return async function answer(doc: CxmlRequestDocument, ip: string): Promise<string> {
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
  };
}
