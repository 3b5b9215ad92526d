import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customers } from './customers.ts';

/** "Remind me to order" (issue 34 item 6, decision 503): a customer user's choice; no row is off. */
export const orderReminderSettings = pgTable(
  'order_reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    hoursBefore: smallint('hours_before').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_reminder_settings_hours', sql`${t.hoursBefore} between 1 and 48`)],
);

/**
 * One reminder per user, ship-to and delivery date (decision 503): the unique key makes a second
 * process's insert a no-op; a process holds a row to send it until `claimedUntil`, and `sentAt`
 * ends it. A row whose holder died is taken again after its lease, until the cut-off.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shiptoCode: text('shipto_code').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_reminders_once_key').on(t.userId, t.customerId, t.shiptoCode, t.deliveryDate)],
);
