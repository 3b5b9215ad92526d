import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { productCategories } from './catalog.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

export const punchoutProtocol = pgEnum('punchout_protocol', ['cxml', 'oci']);
/** The form field a buyer's system reads the PunchOutOrderMessage from (decision 051). */
export const punchoutCxmlField = pgEnum('punchout_cxml_field', ['cxml-urlencoded', 'cxml-base64', 'cxmlencoded']);

/**
 * What differs from one procurement system to the next, kept with the buyer (decisions 055-059).
 * Every field is optional; an empty object means the defaults.
 */
export interface PunchoutBuyerSettings {
  /** Our unit code -> the buyer's code (UN/CEFACT Rec 20 by default); used out (ItemIn, OCI) and back in (ItemOut). */
  unitMap?: Record<string, string>;
  /** cXML ShipTo addressID (or OCI SHIPTO) -> our ship-to code of the buyer's customer. */
  shiptoMap?: Record<string, string>;
  /** Origins besides the BrowserFormPost / HOOK_URL origin that may frame the storefront. */
  frameOrigins?: string[];
  /** Our category code or its UNSPSC code -> the buyer's SAP material group (OCI MATGROUP). */
  matgroupMap?: Record<string, string>;
  /** Send Description/ShortName in ItemIn (some buyer-side parsers reject it); default false. */
  shortName?: boolean;
}

/** A cXML credential as the request carried it: domain and identity. */
export interface CxmlCredential {
  domain: string;
  identity: string;
}

/**
 * A buyer organisation whose procurement system may open punchout sessions, the credentials it
 * must present and the customer and ship-to its sessions order for. cXML buyers are found by a
 * From credential and prove themselves with the Sender's shared secret; OCI buyers by user name
 * and password. Secrets are kept as scrypt hashes only (decision 050).
 */
export const punchoutBuyers = pgTable(
  'punchout_buyers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    protocol: punchoutProtocol('protocol').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The ship-to code the session's cart is for; the customer's default when null. */
    shiptoCode: text('shipto_code'),
    /** cXML: the From credential naming the buyer (domain compared ignoring case). */
    fromDomain: text('from_domain'),
    fromIdentity: text('from_identity'),
    /** cXML: the Sender identity expected with the shared secret (often the network, e.g. AN01...). */
    senderIdentity: text('sender_identity'),
    /** OCI: the USERNAME the entry URL carries (stored lower-case). */
    ociUsername: text('oci_username'),
    /** scrypt hash of the cXML SharedSecret or the OCI PASSWORD. */
    secretHash: text('secret_hash').notNull(),
    cxmlField: punchoutCxmlField('cxml_field').notNull().default('cxml-urlencoded'),
    disabled: boolean('disabled').notNull().default(false),
    settings: jsonb('settings').$type<PunchoutBuyerSettings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punchout_buyers_from_key').on(sql`lower(${t.fromDomain})`, t.fromIdentity),
    uniqueIndex('punchout_buyers_oci_username_key').on(t.ociUsername),
    index('punchout_buyers_customer_idx').on(t.customerId),
  ],
);

/**
 * An open punchout session. Its user row exists only while the session does (the cart hangs off
 * it); deleting that user removes the session, its cart and its lines (decision 052).
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: text('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    protocol: punchoutProtocol('protocol').notNull(),
    /** The requester's cXML version, answered in where possible (decision 059). */
    cxmlVersion: text('cxml_version'),
    /** create, edit or inspect (OCI sessions are create). */
    operation: text('operation').notNull(),
    buyerCookie: text('buyer_cookie').notNull().default(''),
    /** BrowserFormPost URL (cXML) or HOOK_URL (OCI): where the cart goes back to. */
    postbackUrl: text('postback_url').notNull(),
    /** The request's From and To credentials; the order message swaps them. */
    buyerCredentials: jsonb('buyer_credentials').$type<CxmlCredential[]>().notNull().default([]),
    supplierCredentials: jsonb('supplier_credentials').$type<CxmlCredential[]>().notNull().default([]),
    userEmail: text('user_email'),
    /** Extrinsics of the setup request by name (cXML). */
    extrinsics: jsonb('extrinsics').$type<Record<string, string>>().notNull().default({}),
    /** What the buyer is told on arrival: requisition lines that could not be carried over (decision 058). */
    messages: jsonb('messages').$type<string[]>().notNull().default([]),
    /** OCI fields echoed on return (~OkCode, ~TARGET, ~CALLER). */
    returnFields: jsonb('return_fields').$type<Record<string, string>>().notNull().default({}),
    /** SHA-256 of the one-time authorization code. */
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punchout_sessions_code_key').on(t.codeHash),
    uniqueIndex('punchout_sessions_user_key').on(t.userId),
    index('punchout_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** The UNSPSC code of a category, sent as the Classification of punchout items. */
export const categoryClassifications = pgTable('category_classifications', {
  categoryCode: text('category_code')
    .primaryKey()
    .references(() => productCategories.code, { onDelete: 'cascade' }),
  unspsc: text('unspsc').notNull(),
});

/**
 * Purchase orders a buyer's system sent as cXML OrderRequests and the order each became: a
 * retry (same orderID, or same payloadID) finds its order here instead of placing another.
 */
export const punchoutOrders = pgTable(
  'punchout_orders',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    /** OrderRequestHeader@orderID: the buyer's purchase order number. */
    buyerOrderId: text('buyer_order_id').notNull(),
    payloadId: text('payload_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The Status text answered the first time (unmatched lines), answered again on a retry. */
    statusText: text('status_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punchout_orders_buyer_order_key').on(t.buyerId, t.buyerOrderId),
    uniqueIndex('punchout_orders_buyer_payload_key').on(t.buyerId, t.payloadId),
    index('punchout_orders_order_idx').on(t.orderId),
  ],
);
