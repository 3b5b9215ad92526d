import { randomBytes } from 'node:crypto';
import type { CxmlCredential } from '../../db/schema/index.ts';
import type { CxmlStatusValue } from './cxml-status.ts';
import { escapeXml } from './xml-text.ts';

/** The DTD version the documents are written for; the tests validate against this very file. */
export const CXML_VERSION = '1.2.063';
const doctype = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;
export const USER_AGENT = 'Provender punchout';

export interface Envelope {
  /** Host name used in payload IDs (payloadID is "time.random@host" by cXML convention). */
  host: string;
  now: Date;
}

function open(env: Envelope): string {
  const payloadId = `${env.now.getTime()}.${randomBytes(8).toString('hex')}@${env.host}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n` +
    `<cXML payloadID="${escapeXml(payloadId)}" timestamp="${env.now.toISOString()}" xml:lang="en-US">`
  );
}

const credentialXml = (c: CxmlCredential) =>
  `<Credential domain="${escapeXml(c.domain)}"><Identity>${escapeXml(c.identity)}</Identity></Credential>`;

const statusXml = (status: CxmlStatusValue, detail?: string) =>
  detail
    ? `<Status code="${status.code}" text="${escapeXml(status.text)}">${escapeXml(detail)}</Status>`
    : `<Status code="${status.code}" text="${escapeXml(status.text)}"/>`;

/** A Response carrying only a Status: every refusal of a setup request. */
export function statusResponse(env: Envelope, status: CxmlStatusValue, detail?: string): string {
  return `${open(env)}<Response>${statusXml(status, detail)}</Response></cXML>\n`;
}

/** The PunchOutSetupResponse: 200 and the StartPage URL the buyer's browser opens. */
export function setupResponse(env: Envelope, startPage: string, okStatus: CxmlStatusValue): string {
  return (
    `${open(env)}<Response>${statusXml(okStatus)}` +
    `<PunchOutSetupResponse><StartPage><URL>${escapeXml(startPage)}</URL></StartPage></PunchOutSetupResponse>` +
    `</Response></cXML>\n`
  );
}

export interface OrderMessageLine {
  lineNumber: number;
  quantity: string;
  supplierPartId: string;
  /** Our sell-by unit code, so an edit session gets the same line back. */
  supplierPartAuxiliaryId: string;
  unitPrice: string;
  description: string;
  shortName: string;
  /** UN/CEFACT code. */
  unitOfMeasure: string;
  classification: { domain: string; value: string };
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

function itemInXml(line: OrderMessageLine, currency: string): string {
  return (
    `<ItemIn quantity="${line.quantity}" lineNumber="${line.lineNumber}">` +
    `<ItemID><SupplierPartID>${escapeXml(line.supplierPartId)}</SupplierPartID>` +
    `<SupplierPartAuxiliaryID>${escapeXml(line.supplierPartAuxiliaryId)}</SupplierPartAuxiliaryID></ItemID>` +
    `<ItemDetail>` +
    `<UnitPrice><Money currency="${currency}">${line.unitPrice}</Money></UnitPrice>` +
    `<Description xml:lang="en">${escapeXml(line.description)}<ShortName>${escapeXml(line.shortName)}</ShortName></Description>` +
    `<UnitOfMeasure>${escapeXml(line.unitOfMeasure)}</UnitOfMeasure>` +
    `<Classification domain="${escapeXml(line.classification.domain)}">${escapeXml(line.classification.value)}</Classification>` +
    `</ItemDetail></ItemIn>`
  );
}

/** The PunchOutOrderMessage that carries the cart back to the buyer's system (cXML 1.2.063). */
export function orderMessage(env: Envelope, message: OrderMessage): string {
  return (
    `${open(env)}<Header>` +
    `<From>${message.supplier.map(credentialXml).join('')}</From>` +
    `<To>${message.buyer.map(credentialXml).join('')}</To>` +
    `<Sender>${message.supplier.map(credentialXml).join('')}<UserAgent>${USER_AGENT}</UserAgent></Sender>` +
    `</Header><Message><PunchOutOrderMessage>` +
    `<BuyerCookie>${message.buyerCookieXml}</BuyerCookie>` +
    `<PunchOutOrderMessageHeader operationAllowed="${message.operationAllowed}">` +
    `<Total><Money currency="${message.currency}">${message.total}</Money></Total>` +
    `</PunchOutOrderMessageHeader>` +
    message.lines.map((l) => itemInXml(l, message.currency)).join('') +
    `</PunchOutOrderMessage></Message></cXML>\n`
  );
}
