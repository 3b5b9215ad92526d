import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CxmlCredential } from '../../db/schema/index.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { decodeXmlText } from './xml-text.ts';

export interface SenderCredential extends CxmlCredential {
  sharedSecret: string | null;
}

/** A line of an edit or inspect request: the product code, our unit and the quantity. */
export interface SetupItem {
  supplierPartId: string;
  supplierPartAuxiliaryId: string | null;
  quantity: string;
}

export interface PunchOutSetupRequest {
  payloadId: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: SenderCredential[];
  userAgent: string;
  operation: string;
  /** Raw XML content, echoed byte for byte in the order message. */
  buyerCookie: string;
  extrinsics: Record<string, string>;
  browserFormPostUrl: string;
  contactEmail: string | null;
  items: SetupItem[];
}

type Node = Record<string, unknown>;

const BUYER_COOKIE_PATH = 'cXML.Request.PunchOutSetupRequest.BuyerCookie';
const arrays: ReadonlySet<string> = new Set(['Credential', 'Extrinsic', 'ItemOut', 'Contact', 'Email']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities are decoded by hand (predefined and character references only), never expanded.
  processEntities: false,
  htmlEntities: false,
  tagValueProcessor: (_name, value) => decodeXmlText(value),
  attributeValueProcessor: (_name, value) => decodeXmlText(value),
  stopNodes: [BUYER_COOKIE_PATH],
  isArray: (name) => arrays.has(name),
});

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (node: unknown, name: string): Node | undefined => {
  if (!isNode(node)) return undefined;
  const value = node[name];
  if (isNode(value)) return value;
  // An empty element parses as ''.
  return value === '' ? {} : undefined;
};
const children = (node: unknown, name: string): unknown[] => {
  if (!isNode(node)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};
/** The text of an element, whether it parsed as a string or as a node with attributes. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) {
    const t = value['#text'];
    return typeof t === 'string' ? t : typeof t === 'number' ? String(t) : '';
  }
  return null;
}
const attr = (node: unknown, name: string): string | null => (isNode(node) && typeof node[`@${name}`] === 'string' ? (node[`@${name}`] as string) : null);

function bad(message: string): CxmlStatusError {
  return new CxmlStatusError(CxmlStatus.badRequest, message);
}

function credentials(parent: Node | undefined, where: string): SenderCredential[] {
  const list = children(parent, 'Credential').map((c) => ({
    domain: (attr(c, 'domain') ?? '').trim(),
    identity: (text(isNode(c) ? c['Identity'] : undefined) ?? '').trim(),
    sharedSecret: text(isNode(c) ? c['SharedSecret'] : undefined),
  }));
  if (list.length === 0 || list.some((c) => !c.domain || !c.identity)) throw bad(`${where} needs a Credential with a domain and an Identity`);
  return list;
}

/**
 * Parses a PunchOutSetupRequest without ever resolving entities or fetching a DTD: a document
 * with an internal DTD subset or an entity declaration is refused before parsing (400), one that
 * is not well-formed answers 406 (cXML: "likely due to a parsing failure"), and a well-formed
 * document that is not a usable setup request answers 400 (decision 050).
 */
export function parseSetupRequest(xml: string): PunchOutSetupRequest {
  if (/<!DOCTYPE[^>]*\[/i.test(xml) || /<!ENTITY/i.test(xml)) {
    throw bad('Documents with an internal DTD subset or entity declarations are not accepted');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new CxmlStatusError(CxmlStatus.notAcceptable, `The document is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new CxmlStatusError(CxmlStatus.notAcceptable, `The document could not be parsed: ${(err as Error).message}`);
  }
  const root = child(doc, 'cXML');
  if (!root) throw bad('The document is not cXML');
  const header = child(root, 'Header');
  const request = child(root, 'Request');
  if (!header || !request) throw bad('A cXML request needs a Header and a Request');
  const setup = child(request, 'PunchOutSetupRequest');
  if (!setup) {
    const kind = Object.keys(request).find((k) => !k.startsWith('@') && k !== '#text') ?? 'empty';
    throw new CxmlStatusError(CxmlStatus.notImplemented, `${kind} is not supported here; send a PunchOutSetupRequest`);
  }

  const from = credentials(child(header, 'From'), 'From').map(({ domain, identity }) => ({ domain, identity }));
  const to = credentials(child(header, 'To'), 'To').map(({ domain, identity }) => ({ domain, identity }));
  const senderNode = child(header, 'Sender');
  const sender = credentials(senderNode, 'Sender');

  const operation = attr(setup, 'operation');
  if (!operation) throw bad('PunchOutSetupRequest needs an operation');
  const rawCookie = setup['BuyerCookie'];
  const buyerCookie = typeof rawCookie === 'string' ? rawCookie : text(rawCookie);
  if (buyerCookie === null) throw bad('PunchOutSetupRequest needs a BuyerCookie');

  const extrinsics: Record<string, string> = {};
  for (const e of children(setup, 'Extrinsic')) {
    const name = attr(e, 'name');
    if (name) extrinsics[name] = (text(e) ?? '').trim();
  }
  const url = text(child(setup, 'BrowserFormPost')?.['URL'])?.trim() ?? '';
  if (!url) throw bad('PunchOutSetupRequest needs a BrowserFormPost URL to return the cart to');
  if (!/^https?:\/\//i.test(url)) throw bad('The BrowserFormPost URL must be an http or https address');

  const contactEmail =
    children(setup, 'Contact')
      .flatMap((c) => children(c, 'Email').map((e) => text(e)?.trim() ?? ''))
      .find((e) => e !== '') ?? null;

  const items = children(setup, 'ItemOut').map((item, i): SetupItem => {
    const id = child(item, 'ItemID');
    const supplierPartId = text(id?.['SupplierPartID'])?.trim() ?? '';
    const quantity = attr(item, 'quantity')?.trim() ?? '';
    if (!supplierPartId || !/^\d+(\.\d+)?$/.test(quantity)) throw bad(`ItemOut ${i + 1} needs a SupplierPartID and a quantity`);
    const aux = text(id?.['SupplierPartAuxiliaryID'])?.trim();
    return { supplierPartId, supplierPartAuxiliaryId: aux ? aux : null, quantity };
  });

  return {
    payloadId: attr(root, 'payloadID') ?? '',
    from,
    to,
    sender,
    userAgent: text(senderNode?.['UserAgent'])?.trim() ?? '',
    operation,
    buyerCookie,
    extrinsics,
    browserFormPostUrl: url,
    contactEmail,
    items,
  };
}
