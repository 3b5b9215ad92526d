import { refusalOf } from '../../../outbound/address-rule.ts';
import {
  signatureHeader,
  WEBHOOK_ATTEMPT_HEADER,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from './signature.ts';
import type { Outbound } from '../../../outbound/outbound.ts';
import type { ExportRepository } from '../export.repository.ts';
import type { ClaimedDelivery, WebhooksRepository } from './webhooks.repository.ts';

export interface WebhookRetryPolicy {
  /** Attempts in all, the first included; after the last failed one the delivery is failed. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further failure, up to capMs. */
  baseDelayMs: number;
  capMs: number;
  /** How long a receiver has to answer one attempt. */
  timeoutMs: number;
}

export const defaultRetryPolicy: WebhookRetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 60_000,
  capMs: 6 * 3_600_000,
  timeoutMs: 10_000,
};

/** The wait before attempt `failed + 1` after `failed` failed attempts: base × 2^(failed-1), capped. */
export const retryDelayMs = (policy: WebhookRetryPolicy, failed: number) =>
  Math.min(policy.capMs, policy.baseDelayMs * 2 ** Math.max(0, failed - 1));

export interface WebhookWorkerDeps {
  repo: WebhooksRepository;
  exports: Pick<ExportRepository, 'record'>;
  /** The server's requests (decision 405): to public internet addresses only, checked at each connection. */
  outbound: Pick<Outbound, 'fetch'>;
  /** The clock: due times, attempt times and signature timestamps (tests move it instead of sleeping). */
  now: () => Date;
  policy?: Partial<WebhookRetryPolicy>;
  /** Deliveries taken per round. */
  batchSize?: number;
  /** Delivered and failed deliveries older than this many days are purged, at most hourly (decision 202). */
  retentionDays?: number;
  /** Time spent on one attempt (tests may pin it); a monotonic real-time measure by default. */
  elapsedMs?: (startedAt: number) => number;
  log?: { warn(obj: object, msg: string): void };
}

interface Sent {
  statusCode: number | null;
  error: string | null;
  /** Why a refused request was refused: for the server's log, never the delivery log. */
  refused?: string;
}

/**
 * What the delivery log says of a receiver the address rule refuses (decision 405): one text,
 * whatever the address and whether a port there is open, closed or filtered (nothing was sent),
 * so a key holder reading the log learns nothing of the internal network.
 */
export const REFUSED_RECEIVER = 'refused: the URL is not of a public internet address';

export const errorText = (err: unknown): string => {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError') return err.message;
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return `${err.message}${cause}`.slice(0, 500);
  }
  return String(err).slice(0, 500);
};

/** POSTs one signed attempt; no redirect is followed. */
export async function postWebhook(
  deps: Pick<WebhookWorkerDeps, 'outbound' | 'now'>,
  timeoutMs: number,
  d: ClaimedDelivery,
  body: string,
  attempt: number,
): Promise<Sent> {
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  try {
    // No redirect is followed: a 3xx is a failed attempt like any other status.
    const res = await deps.outbound.fetch(d.url, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Provender-Webhooks/1',
        [WEBHOOK_EVENT_ID_HEADER]: d.eventId,
        [WEBHOOK_EVENT_TYPE_HEADER]: d.eventType,
        [WEBHOOK_ATTEMPT_HEADER]: String(attempt),
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
          d.previousSecret ? [d.secret, d.previousSecret] : [d.secret],
          timestamp,
          body,
        ),
      },
      body,
    });
    // The answer's body is not used; it is read (and dropped) so the connection is released.
    await res.arrayBuffer().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { statusCode: res.status, error: ok ? null : `the receiver answered ${res.status}` };
  } catch (err) {
    const refused = refusalOf(err);
    if (refused) return { statusCode: null, error: REFUSED_RECEIVER, refused: refused.message };
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    return {
      statusCode: null,
      error: timedOut ? `no answer within ${timeoutMs} ms` : errorText(err),
    };
  }
}

/** One attempt of a delivery: its body built at the first, sent, and the outcome logged with the next attempt's time. */
export async function deliverWebhook(
  deps: WebhookWorkerDeps,
  policy: WebhookRetryPolicy,
  elapsed: (startedAt: number) => number,
  log: WebhookWorkerDeps['log'],
  d: ClaimedDelivery,
): Promise<void> {
  const attempt = d.attempts + 1;
  const attemptedAt = deps.now();
  let payload = d.payload;
  if (payload === null) {
    const record = await deps.exports.record(d.stream, d.seq);
    if (!record) {
      await deps.repo.recordAttempt(d.id, {
        attempt,
        attemptedAt,
        statusCode: null,
        durationMs: 0,
        error: 'the record is no longer in the export stream',
        payload: null,
        outcome: 'failed',
        nextAttemptAt: null,
      });
      return;
    }
    payload = JSON.stringify({ id: d.eventId, type: d.eventType, created: d.createdAt, data: record });
  }
  const startedAt = performance.now();
  const sent = await postWebhook(deps, policy.timeoutMs, d, payload, attempt);
  const durationMs = elapsed(startedAt);
  const delivered = sent.error === null;
  const last = attempt >= policy.maxAttempts;
  await deps.repo.recordAttempt(d.id, {
    attempt,
    attemptedAt,
    statusCode: sent.statusCode,
    durationMs,
    error: sent.error,
    payload,
    outcome: delivered ? 'delivered' : last ? 'failed' : 'retry',
    nextAttemptAt: delivered || last ? null : new Date(deps.now().getTime() + retryDelayMs(policy, attempt)),
  });
  if (!delivered)
    log?.warn(
      {
        delivery: d.id,
        eventId: d.eventId,
        attempt,
        error: sent.error,
        ...(sent.refused ? { why: sent.refused } : {}),
      },
      'webhook attempt failed',
    );
}
