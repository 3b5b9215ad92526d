import { addDays, isoWeekday } from '@provender/rules';
import { handleClaimedBatches } from '../../background/claimed-batches.ts';
import { TurnRefused } from '../../pdf-workers/pdf-turns.ts';
import { runRounds, type Rounds } from '../../background/rounds.ts';
import { createEventMails, distributorToday, type DeliveryDeps } from './notification-delivery.ts';
import type { ClaimedEvent } from './notifications.repository.ts';

export interface NotificationWorkerPolicy {
  /** Attempts in all; after the last failed one the event is failed. */
  maxAttempts: number;
  /** Wait after the first failure, doubled after each further one, up to capMs. */
  baseDelayMs: number;
  capMs: number;
  /** How long a process holds an event it sends (a PDF render and an SMTP exchange fit well within). */
  leaseMs: number;
}

export const defaultNotificationPolicy: NotificationWorkerPolicy = {
  maxAttempts: 8,
  baseDelayMs: 60_000,
  capMs: 3_600_000,
  leaseMs: 10 * 60_000,
};

type Log = { warn(obj: object, msg: string): void };

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

type EventMails = ReturnType<typeof createEventMails>;

/** Builds and sends one claimed event and records the outcome; a failure is retried with a backoff, up to the last attempt. */
async function deliver(
  deps: DeliveryDeps,
  policy: NotificationWorkerPolicy,
  mails: EventMails,
  log: Log | undefined,
  e: ClaimedEvent,
): Promise<void> {
  const attempt = e.attempts + 1;
  try {
    const built = await mails.build(e);
    if ('skip' in built) {
      await deps.repo.finish(e.id, { outcome: 'skipped', at: deps.now(), error: built.skip });
      return;
    }
    await deps.mail.sendNow(built.mail);
    await deps.repo.finish(e.id, { outcome: 'sent', at: deps.now() });
  } catch (err) {
    if (err instanceof TurnRefused) {
      // The PDF renderer is busy or this customer's share of it is taken (a burst of orders): the
      // mail is not at fault, so it waits the refusal's Retry-After and spends no attempt.
      await deps.repo.finish(e.id, {
        outcome: 'deferred',
        at: deps.now(),
        error: reason(err),
        nextAttemptAt: new Date(deps.now().getTime() + err.retryAfterSeconds * 1000),
      });
      return;
    }
    const last = attempt >= policy.maxAttempts;
    const wait = Math.min(policy.capMs, policy.baseDelayMs * 2 ** (attempt - 1));
    log?.warn({ event: e.eventKey, attempt, err: reason(err) }, 'notification mail failed');
    await deps.repo.finish(e.id, {
      outcome: last ? 'failed' : 'retry',
      at: deps.now(),
      error: reason(err),
      ...(last ? {} : { nextAttemptAt: new Date(deps.now().getTime() + wait) }),
    });
  }
}

/**
 * Sends the mail events (decision 521) and queues the weekly invoice digests (decision 523).
 * `runOnce` queues this week's digests (once per process and week; the event key keeps it to one
 * mail per user and week whatever the processes and nodes), then claims due events, builds and
 * sends each, and records the outcome; a failure is retried with a backoff. Any process may run
 * it at any time: a claimed event is held by one process until its lease runs out.
 */
export function createNotificationWorker(deps: DeliveryDeps & { policy?: Partial<NotificationWorkerPolicy> }) {
  const policy = { ...defaultNotificationPolicy, ...deps.policy };
  const mails = createEventMails(deps);
  let log: Log | undefined;
  let queuedWeek: string | null = null;

  /** Queues a digest for each recipient of each customer with invoices due; answers how many were new. */
  async function queueDigests(): Promise<number> {
    const today = await distributorToday(deps.settings, deps.now());
    const week = addDays(today, 1 - isoWeekday(today));
    if (queuedWeek === week) return 0;
    let queued = 0;
    for (const r of await deps.repo.digestRecipients(addDays(today, 7))) {
      const eventKey = `invoice-digest:${week}:${r.customerId}:${r.userId}`;
      if (await deps.repo.enqueue({ eventKey, kind: 'invoice-digest', userId: r.userId, customerId: r.customerId }))
        queued++;
    }
    queuedWeek = week;
    return queued;
  }

  /** Sends every due event, a batch at a time; answers how many were handled. */
  async function deliverDue(batchSize = 10): Promise<number> {
    return handleClaimedBatches(
      () => {
        const now = deps.now();
        return deps.repo.claimDue(now, new Date(now.getTime() + policy.leaseMs), batchSize);
      },
      (e) => deliver(deps, policy, mails, log, e),
    );
  }

  async function runOnce(): Promise<{ queued: number; handled: number }> {
    const queued = await queueDigests();
    return { queued, handled: await deliverDue() };
  }

  return {
    policy,
    queueDigests,
    deliverDue,
    runOnce,

    /** Runs a round every intervalMs until stopped; stop() waits for the round under way. */
    start(intervalMs: number, logger?: Log): Rounds {
      log = logger ?? log;
      return runRounds(intervalMs, runOnce, (err) => log?.warn({ err: reason(err) }, 'notification round failed'));
    },
  };
}
export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
