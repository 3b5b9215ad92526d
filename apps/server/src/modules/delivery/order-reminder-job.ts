import { runRounds, type Rounds } from '../../background/rounds.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { DeliveryRepository, ReminderCandidate } from './delivery.repository.ts';
import { deliveryKeyOf } from './delivery.repository.ts';
import type { NextDeliveryService } from './next-delivery.service.ts';
import { orderReminderMail, reminderLink } from './reminder-mail.ts';

export interface OrderReminderJobDeps {
  repo: DeliveryRepository;
  next: Pick<NextDeliveryService, 'nextFor' | 'holidays'>;
  settings: Pick<SettingsService, 'effectiveValues' | 'siteValues'>;
  /** Resolves once the mail is sent or in the outbox; rejects when it could not be (the next round tries again). */
  send: (mail: OutgoingMail) => Promise<void>;
  publicUrl: string;
  /** The clock (tests move it instead of waiting for a cut-off). */
  now: () => Date;
  /** How long a process holds a reminder it is sending. */
  leaseMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

const HOUR_MS = 3_600_000;

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/**
 * "Remind me to order" (issue 34 item 6, decision 503). Each round finds the users who asked for
 * it whose ship-to's next delivery closes within their hours and has no order yet, and mails each
 * once per user, ship-to and delivery date: the reminder's row is created by the first process and
 * held by one process at a time (order_reminders), so any number of processes and nodes may run
 * the job, as they run the webhook worker.
 */
export function createOrderReminderJob(deps: OrderReminderJobDeps) {
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  let log = deps.log;

  /** The candidates whose reminder is due now, with their next delivery. */
  async function due(now: Date) {
    const candidates = await deps.repo.reminderCandidates();
    const holidaysOf = deps.next.holidays();
    const found = await Promise.all(
      candidates.map(async (c) => {
        const values = await deps.settings.effectiveValues({ customerId: c.customerId, user: null });
        const [next] = await deps.next.nextFor(values, c.deliveryDays, 1, holidaysOf);
        if (!next || now.getTime() < next.closesAt.getTime() - c.hoursBefore * HOUR_MS) return [];
        return [
          { candidate: c, next, key: { customerId: c.customerId, shiptoCode: c.shiptoCode, date: next.delivery } },
        ];
      }),
    );
    const list = found.flat();
    const ordered = await deps.repo.ordered(list.map((d) => d.key));
    return list.filter((d) => !ordered.has(deliveryKeyOf(d.key)));
  }

  async function remind(c: ReminderCandidate, next: Parameters<typeof orderReminderMail>[0]['next'], id: number) {
    const { companyName } = await deps.settings.siteValues();
    const content = orderReminderMail({
      company: companyName,
      name: c.name,
      shiptoName: c.shiptoName,
      next,
      link: reminderLink(deps.publicUrl, c.guideName),
      countMode: c.guideName !== null,
    });
    try {
      await deps.send({ kind: 'order-reminder', to: c.email, ...content });
    } catch (err) {
      await deps.repo.release(id);
      throw err;
    }
    await deps.repo.markSent(id, deps.now());
  }

  /** One round: answers how many reminders this process sent. */
  async function runOnce(): Promise<number> {
    const now = deps.now();
    let sent = 0;
    for (const d of await due(now)) {
      const id = await deps.repo.claim(
        { ...d.key, userId: d.candidate.userId },
        d.next.closesAt,
        now,
        new Date(now.getTime() + leaseMs),
      );
      if (id === null) continue;
      try {
        await remind(d.candidate, d.next, id);
        sent++;
      } catch (err) {
        log?.warn(
          { user: d.candidate.userId, shipto: d.key.shiptoCode, date: d.key.date, err: reasonOf(err) },
          'order reminder not sent',
        );
      }
    }
    return sent;
  }

  return {
    runOnce,

    /** Runs a round every intervalMs until stopped; stop() waits for the round under way. */
    start(intervalMs: number, logger?: OrderReminderJobDeps['log']): Rounds {
      log = logger ?? log;
      return runRounds(intervalMs, runOnce, (err) => log?.warn({ err: reasonOf(err) }, 'order reminder round failed'));
    },
  };
}
export type OrderReminderJob = ReturnType<typeof createOrderReminderJob>;
