import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { at, rowsOf } from './notification-sql.ts';

/** An event a worker holds: what it needs to build and send the mail. */
export interface ClaimedEvent {
  id: number;
  eventKey: string;
  kind: string;
  recordId: number | null;
  userId: number | null;
  customerId: number | null;
  attempts: number;
}

/** `retry` spends an attempt and waits; `deferred` waits without spending one (the PDF renderer was busy). */
export type EventOutcome = 'sent' | 'skipped' | 'failed' | 'retry' | 'deferred';

/** The mail_events queue: queued once per key, claimed under a lease, finished with its outcome (decision 521). */
export function createMailEventsRepository(db: Db) {
  return {
    /** Queues an event unless one with its key exists; answers whether this call queued it. */
    async enqueue(e: { eventKey: string; kind: string; userId?: number; customerId?: number; recordId?: number }) {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into mail_events (event_key, kind, user_id, customer_id, record_id)
          values (${e.eventKey}, ${e.kind}, ${e.userId ?? null}, ${e.customerId ?? null}, ${e.recordId ?? null})
          on conflict (event_key) do nothing returning id::text as id`),
      );
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` due events and holds them until `leaseUntil`: one statement, rows another
     * process holds are skipped, so two processes never send the same event at once. A process that
     * dies leaves its lease to run out; the event is sent then by another.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEvent[]> {
      return rowsOf<ClaimedEvent & { id: string }>(
        await db.execute(sql`
          update mail_events set locked_until = ${at(leaseUntil)}
          where id in (
            select id from mail_events
            where status = 'pending'
              and (next_attempt_at is null or next_attempt_at <= ${at(now)})
              and (locked_until is null or locked_until <= ${at(now)})
            order by id
            limit ${limit}
            for update skip locked)
          returning id::text as id, event_key as "eventKey", kind, record_id as "recordId", user_id as "userId",
            customer_id as "customerId", attempts`),
      ).map((r) => ({ ...r, id: Number(r.id) }));
    },

    async finish(id: number, o: { outcome: EventOutcome; at: Date; error?: string; nextAttemptAt?: Date }) {
      const waits = o.outcome === 'retry' || o.outcome === 'deferred';
      await db.execute(sql`
        update mail_events set
          attempts = attempts + ${o.outcome === 'skipped' || o.outcome === 'deferred' ? 0 : 1},
          status = ${waits ? 'pending' : o.outcome},
          locked_until = null,
          error = ${o.error ?? null},
          next_attempt_at = ${o.nextAttemptAt ? at(o.nextAttemptAt) : sql`null`},
          finished_at = ${waits ? sql`null` : at(o.at)}
        where id = ${id}`);
    },
  };
}
