import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Each user's choice per mail kind (decision 520); a kind without a row keeps its default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The mail outbox of events (decision 521): one row per event, its key unique, so an event is
 * mailed at most once whatever retries, replays or processes see it. Order confirmations and
 * payment receipts are queued by a trigger on integration_exports in the order's or payment's
 * own transaction; invoice digests by the weekly job. A worker holds a row until `lockedUntil`.
 */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventKey: text('event_key').notNull().unique(),
    /** order-confirmation, payment-receipt, invoice-digest (the notification kinds). */
    kind: text('kind').notNull(),
    /** The order's or payment's id. */
    recordId: integer('record_id'),
    /** The recipient when the event names one (digests). */
    userId: integer('user_id'),
    customerId: integer('customer_id'),
    /** pending, sent, skipped (the user does not want it, or has no address) or failed (after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim takes pending events in id order: the index holds only those, so it never walks
    // the events already sent, however many years of them the table keeps.
    index('mail_events_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
