import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { products } from './catalog.ts';

/**
 * A customer's saved reorder lists. Guides belong to the customer (the tenant), not to a user:
 * the customer's buyers and the salespeople acting for it share them. Names are unique per
 * customer ignoring case, because the browser addresses a guide by its name (decision 040).
 * The Standard guide is derived from the order history and never stored here (decision 041).
 */
export const orderGuides = pgTable(
  'order_guides',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_guides_customer_name_key').on(t.customerId, sql`lower(${t.name})`)],
);

/** One line per product: the usual quantity in one sell-by unit, in the order the buyer walks the storeroom. */
export const orderGuideLines = pgTable(
  'order_guide_lines',
  {
    id: serial('id').primaryKey(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => orderGuides.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    orderQuantity: numeric('order_quantity', { precision: 12, scale: 2 }).notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [
    unique('order_guide_lines_guide_product_key').on(t.guideId, t.productId),
    index('order_guide_lines_product_idx').on(t.productId),
  ],
);

/**
 * Par levels (issue 34): how much of a guide's product a ship-to wants on hand after a delivery,
 * in any unit the product has. One guide serves several locations, so pars are per ship-to code
 * ('' for a consumer, who has no ship-tos). Guides are named by their lower-cased name, since the
 * Standard guide has no row (decision 490); deleting a guide deletes its pars and counts.
 */
export const orderGuidePars = pgTable(
  'order_guide_pars',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    guideKey: text('guide_key').notNull(),
    shiptoCode: text('shipto_code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.guideKey, t.shiptoCode, t.productId] }),
    index('order_guide_pars_product_idx').on(t.productId),
  ],
);

/** A counted line of a count draft: on hand in a unit of the product, and the order the buyer set if they changed it. */
export interface CountDraftLine {
  productKey: number;
  onHand: string | null;
  onHandUnit: string;
  /** The buyer's own order quantity in the line's sell-by unit, replacing the suggestion; null keeps the suggestion. */
  orderQuantity: string | null;
}

/**
 * The count of a guide at a ship-to (issue 34): a draft kept on the server until it is added to
 * the cart, so it can be started on a phone and finished on a desktop; countedAt and countedBy
 * stay after the draft is used ("Last counted {date} by {name}").
 */
export const orderGuideCounts = pgTable(
  'order_guide_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    guideKey: text('guide_key').notNull(),
    shiptoCode: text('shipto_code').notNull(),
    lines: jsonb('lines').$type<CountDraftLine[]>().notNull().default([]),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    countedBy: text('counted_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.guideKey, t.shiptoCode] })],
);
