import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * API keys of the distributor's integrations (decision 160). Only a SHA-256 hash of the key is
 * kept; the prefix lets an administrator tell keys apart in the CLI's list.
 */
export const integrationApiKeys = pgTable('integration_api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The integration scopes of the contract (integrationScopes): import:catalog, import:orders, export:orders, … */
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const integrationExportSeq = pgSequence('integration_export_seq', { startWith: 1 });

/**
 * The export streams (orders, payments, consumers): a sequence number per record, assigned by an
 * insert trigger under a per-stream transaction lock, so numbers become visible in their order and a
 * reader's cursor never passes a record that commits later (decision 161).
 */
export const integrationExports = pgTable(
  'integration_exports',
  {
    stream: text('stream').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    recordId: integer('record_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stream, t.seq] }),
    unique('integration_exports_record_key').on(t.stream, t.recordId),
  ],
);

/** The ERP's own number for an order it has taken over (shown in order history; decision 162). */
export const integrationOrderAcks = pgTable('integration_order_acks', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  erpOrderNumber: text('erp_order_number').notNull(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Webhook endpoints of the distributor's ERP (decision 185), registered by an administrator from
 * the integration CLI. The secret signs every delivery, so it is kept as is (not hashed); the CLI
 * shows it once, at creation, and never lists it.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  url: text('url').notNull(),
  /** order.created, payment.created, consumer.created. */
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * After a rotation (decision 202), the secret before it: deliveries are signed with both until
   * previous_secret_expires_at, so the ERP can switch to the new secret at any moment of that time.
   */
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
});

/**
 * The webhook outbox (decision 186): one row per event and endpoint, queued by a trigger on
 * integration_exports in the transaction of the order, payment or consumer account. The body is
 * built at the first attempt and kept, so every retry sends the same event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The same for every endpoint the event goes to; the receiver dedupes on it. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The export stream's record (decision 161): the body is that stream's record. */
    stream: text('stream').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    recordId: integer('record_id').notNull(),
    /** pending, delivered or failed (after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Null: due at once (never tried). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the delivery until then (another node skips it; a crashed worker's lease runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    payload: text('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('webhook_deliveries_event_key').on(t.endpointId, t.eventId),
    // The claim takes pending deliveries in id order: the index holds only those (the delivered
    // ones stay until the purge).
    index('webhook_deliveries_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    // The purge (decision 202) deletes finished deliveries by age.
    index('webhook_deliveries_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} <> 'pending'`),
  ],
);

/** The delivery log: one row per attempt (decision 186). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** The receiver's HTTP status; null when no answer came (refused, timed out). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [unique('webhook_attempts_delivery_attempt_key').on(t.deliveryId, t.attempt)],
);
