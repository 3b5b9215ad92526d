import { handleClaimedBatches } from '../../../background/claimed-batches.ts';
import { runRounds, type Rounds } from '../../../background/rounds.ts';
import { defaultRetryPolicy, deliverWebhook, errorText, type WebhookWorkerDeps } from './webhook-delivery.ts';

export {
  defaultRetryPolicy,
  REFUSED_RECEIVER,
  retryDelayMs,
  type WebhookRetryPolicy,
  type WebhookWorkerDeps,
} from './webhook-delivery.ts';

/**
 * Sends the webhook outbox (decision 186). `runOnce` takes the due deliveries, builds each event's
 * body at its first attempt (the export stream's record, kept for the retries), signs it with the
 * endpoint's secret and POSTs it; a 2xx answer delivers it, anything else (another status, no
 * answer within the timeout, a refused connection) is logged and retried after an exponential
 * backoff until the last attempt, which marks it failed. `start` runs rounds on a timer.
 */
export function createWebhookWorker(deps: WebhookWorkerDeps) {
  const policy = { ...defaultRetryPolicy, ...deps.policy };
  const batchSize = deps.batchSize ?? 20;
  let log = deps.log;
  const elapsed = deps.elapsedMs ?? ((startedAt: number) => Math.round(performance.now() - startedAt));

  const PURGE_EVERY_MS = 3_600_000;
  let lastPurge: number | null = null;

  /** Deletes the finished deliveries older than the retention (days; the worker's own by default). */
  async function purge(days = deps.retentionDays): Promise<number> {
    if (days === undefined) return 0;
    const now = deps.now().getTime();
    lastPurge = now;
    return deps.repo.purgeFinished(new Date(now - days * 86_400_000));
  }

  /**
   * One round: purges the delivery log when an hour has passed since the last purge, then sends
   * every due delivery (in batches); answers how many attempts were made.
   */
  async function runOnce(): Promise<number> {
    if (deps.retentionDays && (lastPurge === null || deps.now().getTime() - lastPurge >= PURGE_EVERY_MS)) await purge();
    return handleClaimedBatches(
      () => {
        const now = deps.now();
        // The lease outlasts one attempt: nobody else takes the delivery while it is being sent.
        const leaseUntil = new Date(now.getTime() + policy.timeoutMs + 60_000);
        return deps.repo.claimDue(now, leaseUntil, batchSize);
      },
      (d) => deliverWebhook(deps, policy, elapsed, log, d),
    );
  }

  return {
    policy,
    runOnce,
    purge,

    /** Runs a round every intervalMs until stopped; stop() waits for the round under way. */
    start(intervalMs: number, logger?: WebhookWorkerDeps['log']): Rounds {
      log = logger ?? log;
      return runRounds(intervalMs, runOnce, (err) => log?.warn({ err: errorText(err) }, 'webhook round failed'));
    },
  };
}
export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
