import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customers } from './customers.ts';

/** Mail written here instead of being sent when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    /** Attached files (decision 521): name, type and the content in base64. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['verify_email', 'reset_password', 'invite_user']);

/**
 * Links sent by e-mail. Only the SHA-256 of the token is stored, so a copy of the database
 * cannot be used to verify an account or set a password. A token is used at most once.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** Human-check challenges already redeemed (replay protection), kept until they expire anyway. */
export const humanCheckUsed = pgTable(
  'human_check_used',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('human_check_used_expires_idx').on(t.expiresAt)],
);

/**
 * Where the distributor delivers to consumers, keyed by five-digit ZIP or Canadian forward
 * sortation area, with the minimum order amount for that zone. A zip without a row is not served.
 */
export const deliveryZones = pgTable('delivery_zones', {
  zoneKey: text('zone_key').primaryKey(),
  description: text('description').notNull().default(''),
  isDeliverable: boolean('is_deliverable').notNull().default(true),
  minimumOrderAmount: numeric('minimum_order_amount', { precision: 12, scale: 2 }).notNull().default('0'),
});

/** A consumer's delivery addresses (business customers' addresses are their ship-tos). */
export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    /** The key of the spec for consumers. */
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    display: text('display').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull(),
    county: text('county').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted addresses stay for the orders that were delivered to them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('consumer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('consumer_addresses_one_primary_key')
      .on(t.customerId)
      .where(sql`${t.isPrimary} and ${t.deletedAt} is null`),
  ],
);

/** Zips consumers asked delivery for although they are not served ('Proceed to Browse'). */
export const deliveryZipRequests = pgTable('delivery_zip_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  zip: text('zip').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a consumer keeps in their preferences beyond the user row (name and e-mail). */
export const consumerProfiles = pgTable('consumer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  phone: text('phone').notNull().default(''),
  emailOption: boolean('email_option').notNull().default(false),
});

/** Customer codes of retail accounts created by sign-up: R001000, R001001, ... */
export const consumerCodeSeq = pgSequence('consumer_code_seq', { startWith: 1000 });
