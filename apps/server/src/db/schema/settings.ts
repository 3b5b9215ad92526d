import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { jsonValue } from './json-value.ts';

/** Site-wide setting values, one row per key of the contract's settingValuesSchema. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonValue('value').notNull(),
});

/** A setting overridden for one customer, or for one user (user wins over customer over site). */
export const settingOverrides = pgTable(
  'setting_overrides',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    key: text('key').notNull(),
    value: jsonValue('value').notNull(),
  },
  (t) => [
    unique('setting_overrides_scope_key').on(t.customerId, t.userId, t.key).nullsNotDistinct(),
    check('setting_overrides_scope_check', sql`${t.customerId} is not null or ${t.userId} is not null`),
  ],
);

/**
 * Menu entries per user type, optionally overridden for one customer. Flags: visible, locked,
 * and whether opening the screen is logged.
 */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    userType: text('user_type').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    isVisible: boolean('is_visible').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    logEntry: boolean('log_entry').notNull().default(false),
  },
  (t) => [unique('menu_entries_scope_key').on(t.key, t.userType, t.customerId).nullsNotDistinct()],
);

export const menuLog = pgTable('menu_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  menuEntryId: integer('menu_entry_id')
    .notNull()
    .references(() => menuEntries.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  customerId: integer('customer_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
