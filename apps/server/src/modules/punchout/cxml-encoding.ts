import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';

/** The form fields a cXML document may arrive in instead of the raw body (decision 056). */
const FORM_FIELDS = ['cxml-urlencoded', 'cxml-base64', 'cxml-string', 'cxmlencoded'];

const charsetOf = (contentType: string | undefined): string | null => {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
};

/** The encoding a byte order mark or the first bytes of `<?` announce (XML 1.0 appendix F). */
function sniff(bytes: Buffer): { encoding: string; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00)
    return { encoding: 'utf-16le', skip: 0 };
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f)
    return { encoding: 'utf-16be', skip: 0 };
  return null;
}

/** encoding="…" of the XML declaration, read as ASCII (it must come first, after optional whitespace). */
function declared(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 200).toString('latin1');
  const match = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  return match?.[1]?.toLowerCase() ?? null;
}

function decode(bytes: Buffer, encoding: string): string {
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new CxmlStatusError(CxmlStatus.notAcceptable, `The encoding '${encoding}' is not supported`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new CxmlStatusError(CxmlStatus.notAcceptable, `The document is not valid ${encoding.toUpperCase()} text`);
  }
}

/** A form value's bytes: '+' is a space, %XX a byte (the document's own encoding decides later). */
function formBytes(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const hex = text.slice(i + 1, i + 3);
    if (c === 0x25 && /^[0-9a-fA-F]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else out.push(c === 0x2b ? 0x20 : c & 0xff);
  }
  return Buffer.from(out);
}

/**
 * A document's bytes as text: the byte order mark decides, then the HTTP charset, then the XML
 * declaration, then UTF-8 (RFC 7303 section 3.2). Whitespace before the declaration is dropped.
 */
export function decodeXmlBytes(bytes: Buffer, contentType?: string): string {
  const bom = sniff(bytes);
  const encoding = bom?.encoding ?? charsetOf(contentType) ?? declared(bytes) ?? 'utf-8';
  return decode(bytes.subarray(bom?.skip ?? 0), encoding)
    .replace(/^\uFEFF/, '')
    .trimStart();
}

/**
 * The cXML document of a request body: the body itself, or the `cxml-urlencoded` (the document
 * as a form value) or `cXML-base64` (its bytes base64-encoded) field of a form post.
 */
export function cxmlDocumentOf(body: Buffer, contentType: string | undefined): string {
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) return decodeXmlBytes(body, contentType);
  for (const pair of body.toString('latin1').split('&')) {
    const at = pair.indexOf('=');
    const field = formBytes(at < 0 ? pair : pair.slice(0, at))
      .toString('latin1')
      .toLowerCase();
    if (at < 0 || !FORM_FIELDS.includes(field)) continue;
    const bytes = formBytes(pair.slice(at + 1));
    if (field === 'cxml-base64') return decodeXmlBytes(Buffer.from(bytes.toString('latin1').trim(), 'base64'));
    return decodeXmlBytes(bytes, contentType);
  }
  throw new CxmlStatusError(
    CxmlStatus.badRequest,
    'A form post must carry the document in a cxml-urlencoded or cXML-base64 field',
  );
}
