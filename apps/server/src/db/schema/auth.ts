import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

export const userKind = pgEnum('user_kind', ['customer', 'salesperson', 'consumer']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; consumers sign in with their e-mail address as user name. */
    username: text('username').notNull(),
    email: text('email'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    kind: userKind('kind').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    customerId: integer('customer_id').references(() => customers.id),
    disabled: boolean('disabled').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped on password change or disable; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    defaultPageLayout: smallint('default_page_layout'),
    defaultPageSortBy: smallint('default_page_sort_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ERP's code of a salesperson loaded by an import (decision 188); the import's key. */
    salespersonCode: text('salesperson_code'),
    /**
     * A business customer's own user management (issue 35, decision 510): the role among the
     * customer's users (null: every feature, as before roles existed), whether the user manages the
     * customer's users and approval rules, the ship-tos the user is limited to (null: all) and when
     * an invitation was sent that has not been answered with a password yet.
     */
    customerRole: text('customer_role').$type<'buyer' | 'approver' | 'accountsPayable' | 'viewer'>(),
    isCustomerAdmin: boolean('is_customer_admin').notNull().default(false),
    shiptoCodes: text('shipto_codes').array(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_salesperson_code_key').on(t.salespersonCode),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_customer_idx').on(t.customerId),
  ],
);

export const userThemes = pgTable('user_themes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('light'),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
});

/**
 * Attempt counters (sign-in per account and per address, password change, punchout credentials):
 * one row per key, counted by one upsert before the check so a burst cannot pass the limit.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('attempt_counters_window_idx').on(t.windowStart)],
);

export const passwordOptions = pgTable('password_options', {
  id: smallint('id').primaryKey().default(1),
  minimumPasswordLength: smallint('minimum_password_length').notNull().default(8),
  requireLowercase: boolean('require_lowercase').notNull().default(true),
  requireUppercase: boolean('require_uppercase').notNull().default(true),
  requireNumber: boolean('require_number').notNull().default(true),
  requireSpecialCharacter: boolean('require_special_character').notNull().default(true),
});
