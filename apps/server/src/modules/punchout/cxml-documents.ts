import { randomBytes } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import type { CxmlCredential } from '../../db/schema/index.ts';
import type { CxmlStatusValue } from './cxml-status.ts';

/** The DTD version the documents are written for; the tests validate against this very file. */
export const CXML_VERSION = '1.2.063';
export const USER_AGENT = 'Provender punchout';

export interface Envelope {
  /** Host name used in payload IDs (payloadID is "time.random@host" by cXML convention). */
  host: string;
  now: Date;
  /** The version to declare: the requester's where possible (decision 059). */
  version?: string;
}

type XmlNode = Record<string, unknown>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  suppressEmptyNode: true,
  // The BuyerCookie is the raw XML the buyer sent, echoed byte for byte (decision 050).
  stopNodes: ['*.BuyerCookie'],
});

/**
 * The version a reply declares: the requester's cXML 1.2 version when it is one we can write
 * (1.2.008 up to the DTD we validate against), else ours.
 */
export function replyVersion(requested: string | null | undefined): string {
  const match = /^1\.2\.(\d{3})$/.exec(requested ?? '');
  const minor = match ? Number(match[1]) : NaN;
  return minor >= 8 && minor <= 63 ? (requested as string) : CXML_VERSION;
}

/** `YYYY-MM-DDThh:mm:ss+00:00`: no milliseconds, an explicit offset (strict parsers want both). */
export function cxmlTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}+00:00`;
}

function document(env: Envelope, body: XmlNode): string {
  const version = env.version ?? CXML_VERSION;
  const payloadId = `${env.now.getTime()}.${randomBytes(8).toString('hex')}@${env.host}`;
  const root = {
    cXML: {
      '@payloadID': payloadId,
      '@timestamp': cxmlTimestamp(env.now),
      '@version': version,
      '@xml:lang': 'en-US',
      ...body,
    },
  };
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${version}/cXML.dtd">\n` +
    `${builder.build(root) as string}\n`
  );
}

const statusNode = (status: CxmlStatusValue, detail?: string): XmlNode => ({
  '@code': String(status.code),
  '@text': status.text,
  ...(detail ? { '#text': detail } : {}),
});

const credentialNodes = (list: readonly CxmlCredential[]) =>
  list.map((c) => ({ '@domain': c.domain, Identity: c.identity }));

/** A Response carrying only a Status: every refusal, and the answer to an accepted OrderRequest. */
export function statusResponse(env: Envelope, status: CxmlStatusValue, detail?: string): string {
  return document(env, { Response: { Status: statusNode(status, detail) } });
}

/** The PunchOutSetupResponse: 200 and the StartPage URL the buyer's browser opens. */
export function setupResponse(env: Envelope, startPage: string, okStatus: CxmlStatusValue): string {
  return document(env, {
    Response: { Status: statusNode(okStatus), PunchOutSetupResponse: { StartPage: { URL: startPage } } },
  });
}

/** The ProfileResponse: the transactions this server takes and where (cXML 1.2 "Profile Transaction"). */
export function profileResponse(
  env: Envelope,
  okStatus: CxmlStatusValue,
  effectiveDate: Date,
  transactions: readonly { requestName: string; url: string }[],
): string {
  return document(env, {
    Response: {
      Status: statusNode(okStatus),
      ProfileResponse: {
        '@effectiveDate': cxmlTimestamp(effectiveDate),
        Transaction: transactions.map((t) => ({ '@requestName': t.requestName, URL: t.url })),
      },
    },
  });
}

export interface OrderMessageLine {
  lineNumber: number;
  quantity: string;
  supplierPartId: string;
  /** Our sell-by unit code, so an edit session gets the same line back. */
  supplierPartAuxiliaryId: string;
  unitPrice: string;
  description: string;
  /** Sent only when the buyer's settings ask for it (decision 059). */
  shortName: string | null;
  /** UN/CEFACT Rec 20 code, or the buyer's override. */
  unitOfMeasure: string;
  classification: { domain: string; value: string };
  manufacturerPartId: string | null;
  manufacturerName: string | null;
  /** Days; sent only when the catalog has it. */
  leadTime: string | null;
}

export interface OrderMessage {
  /** Our identity: the setup request's To credentials. */
  supplier: CxmlCredential[];
  /** The buyer: the setup request's From credentials. */
  buyer: CxmlCredential[];
  /** The BuyerCookie content exactly as it came. */
  buyerCookieXml: string;
  operationAllowed: 'create' | 'edit' | 'inspect';
  currency: string;
  total: string;
  lines: OrderMessageLine[];
}

function itemIn(line: OrderMessageLine, currency: string): XmlNode {
  const detail: XmlNode = {
    UnitPrice: { Money: { '@currency': currency, '#text': line.unitPrice } },
    Description: {
      '@xml:lang': 'en',
      '#text': line.description,
      ...(line.shortName ? { ShortName: line.shortName } : {}),
    },
    UnitOfMeasure: line.unitOfMeasure,
    Classification: { '@domain': line.classification.domain, '#text': line.classification.value },
  };
  if (line.manufacturerPartId) detail['ManufacturerPartID'] = line.manufacturerPartId;
  if (line.manufacturerName) detail['ManufacturerName'] = { '@xml:lang': 'en', '#text': line.manufacturerName };
  if (line.leadTime) detail['LeadTime'] = line.leadTime;
  return {
    '@quantity': line.quantity,
    '@lineNumber': String(line.lineNumber),
    ItemID: { SupplierPartID: line.supplierPartId, SupplierPartAuxiliaryID: line.supplierPartAuxiliaryId },
    ItemDetail: detail,
  };
}

/** The PunchOutOrderMessage that carries the cart back to the buyer's system. */
export function orderMessage(env: Envelope, message: OrderMessage): string {
  return document(env, {
    Header: {
      From: { Credential: credentialNodes(message.supplier) },
      To: { Credential: credentialNodes(message.buyer) },
      Sender: { Credential: credentialNodes(message.supplier), UserAgent: USER_AGENT },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: message.buyerCookieXml,
        PunchOutOrderMessageHeader: {
          '@operationAllowed': message.operationAllowed,
          Total: { Money: { '@currency': message.currency, '#text': message.total } },
        },
        ItemIn: message.lines.map((l) => itemIn(l, message.currency)),
      },
    },
  });
}
