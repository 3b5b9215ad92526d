import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CxmlCredential } from '../../db/schema/index.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { decodeXmlText } from './xml-text.ts';

export type Node = Record<string, unknown>;

export interface SenderCredential extends CxmlCredential {
  sharedSecret: string | null;
}

/** The envelope every cXML request shares, and which request it carries. */
export interface CxmlRequestDocument {
  payloadId: string;
  /** The requester's cXML version (cXML@version, else its DOCTYPE), e.g. '1.2.014'; null when neither says. */
  version: string | null;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: SenderCredential[];
  userAgent: string;
  /** The element name inside Request: PunchOutSetupRequest, ProfileRequest, OrderRequest, … */
  requestName: string;
  request: Node;
}

const arrays: ReadonlySet<string> = new Set([
  'Credential',
  'Extrinsic',
  'ItemOut',
  'Contact',
  'Email',
  'Name',
  'Comments',
  'Classification',
]);

/** Raw XML content of these elements is kept as it came (the BuyerCookie is echoed byte for byte). */
const RAW_PATHS = ['cXML.Request.PunchOutSetupRequest.BuyerCookie'];

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
  stopNodes: RAW_PATHS,
  isArray: (name) => arrays.has(name),
});

export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
export const child = (node: unknown, name: string): Node | undefined => {
  if (!isNode(node)) return undefined;
  const value = node[name];
  if (Array.isArray(value)) return child({ [name]: value[0] }, name);
  if (isNode(value)) return value;
  // An empty element parses as ''; an element with text only as its text.
  return typeof value === 'string' ? { '#text': value } : undefined;
};
export const children = (node: unknown, name: string): unknown[] => {
  if (!isNode(node)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};
/** The text of an element, whether it parsed as a string or as a node with attributes. */
export function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) {
    const t = value['#text'];
    return typeof t === 'string' ? t : typeof t === 'number' ? String(t) : '';
  }
  return null;
}
export const attr = (node: unknown, name: string): string | null =>
  isNode(node) && typeof node[`@${name}`] === 'string' ? (node[`@${name}`] as string) : null;
export const trimmed = (value: unknown): string => text(value)?.trim() ?? '';

export function bad(message: string): CxmlStatusError {
  return new CxmlStatusError(CxmlStatus.badRequest, message);
}

function credentials(parent: Node | undefined, where: string): SenderCredential[] {
  const list = children(parent, 'Credential').map((c) => ({
    domain: (attr(c, 'domain') ?? '').trim(),
    identity: trimmed(isNode(c) ? c['Identity'] : undefined),
    sharedSecret: text(isNode(c) ? c['SharedSecret'] : undefined),
  }));
  if (list.length === 0 || list.some((c) => !c.domain || !c.identity))
    throw bad(`${where} needs a Credential with a domain and an Identity`);
  return list;
}

const DOCTYPE =
  /<!DOCTYPE\s+[^\s[>]+(?:\s+SYSTEM\s+("[^"]*"|'[^']*')|\s+PUBLIC\s+("[^"]*"|'[^']*')\s+("[^"]*"|'[^']*'))?\s*(?:\[([^\]]*)\])?\s*>/i;
const versionIn = (text: string | undefined | null) => /(\d+\.\d+(?:\.\d+)?)/.exec(text ?? '')?.[1] ?? null;

/**
 * Takes the DOCTYPE out before parsing, so nothing in it is ever resolved or fetched: a subset
 * that declares anything (entities, elements) is refused, an empty one (`[]`, as .NET writes) is
 * fine (decision 056). Answers the document without its DOCTYPE and the DTD version it names.
 */
function withoutDoctype(xml: string): { xml: string; dtdVersion: string | null } {
  if (/<!ENTITY/i.test(xml)) throw bad('Documents with an internal DTD subset or entity declarations are not accepted');
  if (!/<!DOCTYPE/i.test(xml)) return { xml, dtdVersion: null };
  const match = DOCTYPE.exec(xml);
  if (!match || (match[4] !== undefined && match[4].trim() !== '')) {
    throw bad('Documents with an internal DTD subset or entity declarations are not accepted');
  }
  const system = match[1] ?? match[3];
  return { xml: xml.replace(match[0], ''), dtdVersion: versionIn(system) };
}

/**
 * Parses a cXML request without ever resolving entities or fetching a DTD: not well-formed
 * answers 406 (cXML: "likely due to a parsing failure"), well-formed but not a cXML request 400
 * (decision 050).
 */
export function readCxmlRequest(source: string): CxmlRequestDocument {
  const { xml, dtdVersion } = withoutDoctype(source.trimStart());
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new CxmlStatusError(
      CxmlStatus.notAcceptable,
      `The document is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`,
    );
  }
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new CxmlStatusError(CxmlStatus.notAcceptable, `The document could not be parsed: ${(err as Error).message}`);
  }
  const root = isNode(doc['cXML']) ? doc['cXML'] : undefined;
  if (!root) throw bad('The document is not cXML');
  const header = child(root, 'Header');
  const request = child(root, 'Request');
  if (!header || !request) throw bad('A cXML request needs a Header and a Request');
  const requestName = Object.keys(request).find((k) => !k.startsWith('@') && k !== '#text') ?? '';
  const senderNode = child(header, 'Sender');
  return {
    payloadId: attr(root, 'payloadID') ?? '',
    version: versionIn(attr(root, 'version')) ?? dtdVersion,
    from: credentials(child(header, 'From'), 'From').map(({ domain, identity }) => ({ domain, identity })),
    to: credentials(child(header, 'To'), 'To').map(({ domain, identity }) => ({ domain, identity })),
    sender: credentials(senderNode, 'Sender'),
    userAgent: trimmed(senderNode?.['UserAgent']),
    requestName,
    request: child(request, requestName) ?? {},
  };
}

/** Extrinsic elements of a node by name (trimmed text). */
export function extrinsicsOf(node: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of children(node, 'Extrinsic')) {
    const name = attr(e, 'name');
    if (name) out[name] = trimmed(e);
  }
  return out;
}
