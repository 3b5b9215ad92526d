import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of a webhook delivery (decision 187; docs/integration/README.md). */
export const WEBHOOK_SIGNATURE_HEADER = 'provender-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'provender-event-id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'provender-event-type';
export const WEBHOOK_ATTEMPT_HEADER = 'provender-delivery-attempt';

/** A receiver refuses a signature older (or newer) than this: a captured request cannot be replayed later. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `<timestamp>.<body>` with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/**
 * The Provender-Signature header: `t=<unix seconds>,v1=<hex signature>`, with one v1 per secret;
 * during a secret rotation's grace period the new secret's comes first, then the old one's (decision 202).
 */
export function signatureHeader(secrets: string | readonly string[], timestamp: number, body: string): string {
  const all = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${timestamp}`, ...all.map((secret) => `v1=${webhookSignature(secret, timestamp, body)}`)].join(',');
}

export type WebhookVerification =
  { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'signature' | 'timestamp' };

/**
 * The receiver's check, as documented for the ERP: the header's timestamp must be within the
 * tolerance of the receiver's clock, and one of its v1 signatures must equal the HMAC of
 * `<timestamp>.<raw body>` (compared in constant time). Verify the raw bytes received, before any
 * JSON parsing.
 */
export function verifyWebhook(input: {
  secret: string;
  header: string | undefined;
  body: string;
  now: Date;
  toleranceSeconds?: number;
}): WebhookVerification {
  const parts = (input.header ?? '').split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string);
  if (!t || !/^\d{1,12}$/.test(t) || !signatures.length) return { ok: false, reason: 'malformed' };
  const timestamp = Number(t);
  const expected = Buffer.from(webhookSignature(input.secret, timestamp, input.body), 'utf8');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'signature' };
  const age = Math.abs(input.now.getTime() / 1000 - timestamp);
  if (age > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return { ok: false, reason: 'timestamp' };
  return { ok: true, timestamp };
}
