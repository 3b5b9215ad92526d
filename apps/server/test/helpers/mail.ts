import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files, their content in base64 (the mail catcher keeps mails as JSON). */
  attachments?: { filename: string; contentType: string; base64: string }[];
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodeBytes(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1');
    }
    default:
      return Buffer.from(body, 'utf8');
  }
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitParts(body: string, boundary: string): Part[] {
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const p = part.replace(/^\r?\n/, '');
      const at = p.search(/\r?\n\r?\n/);
      return {
        headers: unfoldHeaders(p.slice(0, at)),
        body: p
          .slice(at)
          .replace(/^\r?\n\r?\n/, '')
          .replace(/\r?\n$/, ''),
      };
    });
}

/** Reads a part: nested multiparts (alternative inside mixed) are read part by part. */
function readPart(part: Part, mail: ReceivedMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const inner of splitParts(part.body, boundary)) readPart(inner, mail);
    return;
  }
  const bytes = decodeBytes(part.body, part.headers.get('content-transfer-encoding'));
  const disposition = part.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  if (disposition.toLowerCase().startsWith('attachment') || (filename && !type.startsWith('text/'))) {
    mail.attachments ??= [];
    mail.attachments.push({
      filename: filename ?? '',
      contentType: type.split(';')[0] ?? type,
      base64: bytes.toString('base64'),
    });
  } else if (type.startsWith('text/html')) mail.html = bytes.toString('utf8');
  else if (type.startsWith('text/plain')) mail.text = bytes.toString('utf8');
}

/** Just enough MIME to read what nodemailer sends: text and HTML, nested multiparts, attachments. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const mail: ReceivedMail = { ...envelope, subject: headers.get('subject') ?? '', text: '', html: '' };
  readPart({ headers, body }, mail);
  return mail;
}

/** A real SMTP server on a free local port; the app sends to it through SMTP_URL. */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  let notify: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        notify?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail (arrived or arriving) to this address that matches, waiting up to the timeout. */
    async waitFor(
      to: string,
      match: (m: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          notify = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The storefront link (verification or reset) a mail carries, and its token. */
export function linkIn(mail: ReceivedMail, path: '/verifyemail' | '/changepassword'): { url: string; token: string } {
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?t=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return { url: match[0], token: match[1] };
}
