import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from '../apps/server/test/helpers/mail.ts';

/** The SMTP server the e2e storefront sends to (SMTP_URL in playwright.config.ts). */
// Beside the storefront's port, so runs on other ports (E2E_PORT) do not share a mailbox.
export const e2eSmtpPort = Number(process.env['E2E_SMTP_PORT'] ?? Number(process.env['E2E_PORT'] ?? 8181) + 1000);
const mailDir = join(tmpdir(), `provender-e2e-mail-${e2eSmtpPort}`);

/**
 * Global setup: a real SMTP server for the run. Tests run in other processes, so each mail is
 * written to a file they read.
 */
export default async function startMailCatcher() {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), { from, to });
        writeFileSync(join(mailDir, `${Date.now()}-${String(n++).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(e2eSmtpPort, '127.0.0.1', () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function mailsTo(address: string): ReceivedMail[] {
  return readdirSync(mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
}

/** The newest mail to the address whose subject matches, waiting for it to arrive. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const newest = () =>
    mailsTo(address)
      .filter((m) => subject.test(m.subject))
      .at(-1);
  await expect
    .poll(() => newest() !== undefined, { message: `no mail '${subject}' to ${address}`, timeout: timeoutMs })
    .toBe(true);
  return newest() as ReceivedMail;
}

/** The storefront path (with its token) of the link a mail carries. */
export function linkPath(mail: ReceivedMail, path: '/verifyemail' | '/changepassword'): string {
  const match = new RegExp(`https?://[^\\s"<]+(${path}\\?t=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}
