import nodemailer, { type Transporter } from 'nodemailer';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../../config.ts';
import type { MailRepository } from './mail.repository.ts';

export interface OutgoingMail {
  /** What the mail is for (verify-email, reset-password, ...); kept in the outbox and the log. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries; only a development log shows it (it is a credential). */
  link?: string;
  /** Files sent with the mail (an order's confirmation PDF); kept in the outbox in base64. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** example@domain.com -> e***@domain.com: enough to follow a delivery in the log, not to harvest addresses. */
export const maskAddress = (address: string) => address.replace(/^(.)[^@]*@/, '$1***@');

/** A failure for the log: a failed query's own reason, not its statement and parameters (addresses, hashes). */
const failureReason = (err: unknown) =>
  err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes it to the outbox table and logs a
 * line. Sending never blocks or fails the request that caused it: a caller that must not reveal
 * whether it sent anything (password reset) answers in the same time either way.
 */
export function createMailService(config: AppConfig, repo: MailRepository, log: Logger = createLogger(config)) {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  /** Keeps a job in the pending set until it settles; failures are logged with the given context. */
  function track(run: Promise<void>, context: Record<string, string>, message: string): void {
    const job = run
      .catch((err: unknown) => {
        log.error({ ...context, err: failureReason(err) }, message);
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  async function deliver(mail: OutgoingMail): Promise<void> {
    const line = { kind: mail.kind, to: maskAddress(mail.to), subject: mail.subject };
    if (transport) {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      log.info(line, 'mail sent');
      return;
    }
    const attachments = mail.attachments?.length
      ? mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: a.content.toString('base64'),
        }))
      : null;
    await repo.addToOutbox({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
    });
    log.info(
      config.env === 'development' && mail.link ? { ...line, link: mail.link } : line,
      'mail written to the outbox (no SMTP_URL)',
    );
  }

  return {
    /** Queues the mail and returns at once; failures are logged, never thrown at the caller. */
    send(mail: OutgoingMail): void {
      track(deliver(mail), { kind: mail.kind, to: maskAddress(mail.to) }, 'mail could not be sent');
    },

    /** Sends (or writes to the outbox) and resolves once done; rejects when it could not (the caller retries). */
    sendNow(mail: OutgoingMail): Promise<void> {
      return deliver(mail);
    },

    /**
     * Runs the work that ends in a mail (looking the account up, issuing its link, sending) after
     * the caller has answered, so neither the answer nor its timing depends on what the work finds
     * (decision 021). Tracked like a send: idle() waits for it; failures are logged, never thrown.
     */
    background(kind: string, work: () => Promise<void>): void {
      track(Promise.resolve().then(work), { kind }, 'mail could not be prepared');
    },

    /** Resolves when every queued mail and background job has finished (tests and shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    close(): void {
      transport?.close();
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

// logStream lets tests capture log lines (they check that no link or token is logged).
function createLogger(config: AppConfig & { logStream?: { write(line: string): void } }): Logger {
  const options = { level: config.logLevel, base: { module: 'mail' } };
  return config.logStream ? pino(options, config.logStream) : pino(options);
}
