import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

/**
 * Scanned paper kept in the document store (decision 072): delivery tickets and signed invoices
 * of an order, spec sheets of a product. Exactly one owner; the file is addressed by storeKey.
 */
export const scanDocuments = pgTable(
  'scan_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storeKey: text('store_key').notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [
    index('scan_documents_order_idx').on(t.orderId),
    index('scan_documents_product_idx').on(t.productId),
    check('scan_documents_one_owner', sql`(${t.orderId} is null) <> (${t.productId} is null)`),
  ],
);
