import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
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
