import { sql, type SQL } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEventType } from '@provender/contract';
import type { Db } from '../../../db/client.ts';
import type { ExportStream } from '../export.repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface WebhookEndpointRow {
  name: string;
  url: string;
  events: WebhookEventType[];
  createdAt: string;
  disabledAt: string | null;
  /** While a rotated-out secret still signs (decision 202): until when. */
  previousSecretUntil: string | null;
}

/** A delivery a worker has claimed: what it needs to build, sign and send the event. */
export interface ClaimedDelivery {
  id: number;
  eventId: string;
  eventType: WebhookEventType;
  stream: ExportStream;
  seq: number;
  /** The number of attempts already made. */
  attempts: number;
  payload: string | null;
  createdAt: string;
  url: string;
  secret: string;
  /** The secret before a rotation, while its grace period lasts (decision 202); it signs too. */
  previousSecret: string | null;
}

export interface AttemptRecord {
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  payload: string | null;
  /** delivered, failed (no attempt left or nothing to send) or retry at nextAttemptAt. */
  outcome: 'delivered' | 'failed' | 'retry';
  nextAttemptAt: Date | null;
}

/** The previous secret's expiry while it is still accepted (decision 185), else null. */
const previousSecretUntil = sql`case when previous_secret is not null and previous_secret_expires_at > now()
  then previous_secret_expires_at end`;

/** The webhook endpoints: created, listed, disabled and their secrets rotated (decision 185). */
function createWebhookEndpointQueries(db: Db) {
  return {
    async createEndpoint(endpoint: { name: string; url: string; events: WebhookEventType[]; secret: string }) {
      await db.execute(sql`
        insert into webhook_endpoints (name, url, events, secret)
        values (${endpoint.name}, ${endpoint.url}, ${sql`array[${sql.join(
          endpoint.events.map((e) => sql`${e}`),
          sql`, `,
        )}]::text[]`}, ${endpoint.secret})`);
    },

    async endpointExists(name: string): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from webhook_endpoints where name = ${name}`));
      return rows.length > 0;
    },

    /** Sets or clears the endpoint's disabled time; false when there is no such endpoint. */
    async setDisabled(name: string, disabled: boolean): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          update webhook_endpoints set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : sql`null`}
          where name = ${name} returning id`),
      );
      return rows.length > 0;
    },

    async listEndpoints(): Promise<WebhookEndpointRow[]> {
      return rowsOf<WebhookEndpointRow>(
        await db.execute(sql`
          select name, url, events, ${iso(sql`created_at`)} as "createdAt", ${iso(sql`disabled_at`)} as "disabledAt",
            ${iso(previousSecretUntil)} as "previousSecretUntil"
          from webhook_endpoints order by name`),
      );
    },

    /**
     * Gives the endpoint a new secret; the current one keeps signing beside it until
     * `previousUntil` (null: it stops at once). False when there is no such endpoint.
     */
    async rotateSecret(name: string, secret: string, previousUntil: Date | null): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          update webhook_endpoints set
            previous_secret = ${previousUntil ? sql`secret` : sql`null`},
            previous_secret_expires_at = ${previousUntil ? at(previousUntil) : sql`null`},
            secret = ${secret}
          where name = ${name} returning id`),
      );
      return rows.length > 0;
    },
  };
}

/** The outbox of deliveries and their attempts: claimed, recorded, listed and purged (decision 186). */
function createWebhookDeliveryQueries(db: Db) {
  return {
    /**
     * Deletes delivered and failed deliveries finished before `before`, with their attempts, a
     * batch at a time (short transactions beside the running workers); pending ones always stay.
     * Answers how many were deleted.
     */
    async purgeFinished(before: Date): Promise<number> {
      let deleted = 0;
      for (;;) {
        const rows = rowsOf<{ id: string }>(
          await db.execute(sql`
            delete from webhook_deliveries where id in (
              select id from webhook_deliveries
              where status <> 'pending' and finished_at < ${at(before)}
              limit 5000)
            returning id::text as id`),
        );
        deleted += rows.length;
        if (rows.length < 5000) return deleted;
      }
    },

    /**
     * Takes up to `limit` due deliveries of enabled endpoints and holds them until `leaseUntil`:
     * one statement, rows another worker holds are skipped, so two workers never send the same
     * delivery at once. A worker that dies leaves its lease to run out; the delivery is sent again.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
      return rowsOf<Omit<ClaimedDelivery, 'id' | 'seq'> & { id: string; seq: string }>(
        await db.execute(sql`
          update webhook_deliveries d set locked_until = ${at(leaseUntil)}
          from webhook_endpoints e
          where e.id = d.endpoint_id and d.id in (
            select w.id from webhook_deliveries w join webhook_endpoints we on we.id = w.endpoint_id
            where w.status = 'pending' and we.disabled_at is null
              and (w.next_attempt_at is null or w.next_attempt_at <= ${at(now)})
              and (w.locked_until is null or w.locked_until <= ${at(now)})
            order by w.id
            limit ${limit}
            for update of w skip locked)
          returning d.id::text as id, d.event_id::text as "eventId", d.event_type as "eventType", d.stream,
            d.seq::text as seq, d.attempts, d.payload, ${iso(sql`d.created_at`)} as "createdAt", e.url, e.secret,
            case when e.previous_secret_expires_at > ${at(now)} then e.previous_secret end as "previousSecret"`),
      ).map((r) => ({ ...r, id: Number(r.id), seq: Number(r.seq) }));
    },

    /** Logs an attempt and moves the delivery on, in one transaction. */
    async recordAttempt(deliveryId: number, a: AttemptRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into webhook_attempts (delivery_id, attempt, attempted_at, status_code, duration_ms, error)
          values (${deliveryId}, ${a.attempt}, ${at(a.attemptedAt)}, ${a.statusCode}, ${a.durationMs}, ${a.error})`);
        await tx.execute(sql`
          update webhook_deliveries set
            attempts = ${a.attempt},
            payload = coalesce(payload, ${a.payload}),
            locked_until = null,
            status = ${a.outcome === 'retry' ? 'pending' : a.outcome},
            next_attempt_at = ${a.nextAttemptAt ? at(a.nextAttemptAt) : sql`null`},
            finished_at = ${a.outcome === 'retry' ? sql`null` : at(a.attemptedAt)}
          where id = ${deliveryId}`);
      });
    },
  };
}

/** The delivery log an operator reads (decision 186). */
function createWebhookLogQueries(db: Db) {
  return {
    /** The delivery log, newest first, with every attempt. */
    async deliveries(filter: {
      endpoint?: string | undefined;
      status?: string | undefined;
      eventId?: string | undefined;
      before?: number | undefined;
      limit: number;
    }): Promise<WebhookDelivery[]> {
      const where: SQL[] = [sql`true`];
      if (filter.endpoint !== undefined) where.push(sql`e.name = ${filter.endpoint}`);
      if (filter.status !== undefined) where.push(sql`d.status = ${filter.status}`);
      if (filter.eventId !== undefined) where.push(sql`d.event_id = ${filter.eventId}::uuid`);
      if (filter.before !== undefined) where.push(sql`d.id < ${filter.before}`);
      return rowsOf<Omit<WebhookDelivery, 'id' | 'cursor'> & { id: string; cursor: string }>(
        await db.execute(sql`
          select d.id::text as id, e.name as endpoint, d.event_id::text as "eventId", d.event_type as "eventType",
            d.seq::text as cursor, d.status,
            coalesce((select json_agg(json_build_object('attempt', a.attempt,
                'attemptedAt', ${iso(sql`a.attempted_at`)}, 'statusCode', a.status_code,
                'durationMs', a.duration_ms, 'error', a.error) order by a.attempt)
              from webhook_attempts a where a.delivery_id = d.id), '[]'::json) as attempts,
            ${iso(sql`d.next_attempt_at`)} as "nextAttemptAt", ${iso(sql`d.created_at`)} as "createdAt",
            ${iso(sql`d.finished_at`)} as "finishedAt"
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where ${sql.join(where, sql` and `)}
          order by d.id desc
          limit ${filter.limit}`),
      ).map((r) => ({ ...r, id: Number(r.id), cursor: Number(r.cursor) }));
    },
  };
}

/** SQL of the webhook endpoints, the outbox of deliveries and their attempts (decisions 185, 186). */
export function createWebhooksRepository(db: Db) {
  return {
    ...createWebhookEndpointQueries(db),
    ...createWebhookDeliveryQueries(db),
    ...createWebhookLogQueries(db),
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
