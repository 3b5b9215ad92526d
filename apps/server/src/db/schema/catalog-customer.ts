import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { productCategories, products } from './catalog.ts';

/** Categories a customer may neither see nor buy from; a main category is excluded when all its categories are. */
export const customerExcludedCategories = pgTable(
  'customer_excluded_categories',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    categoryCode: text('category_code')
      .notNull()
      .references(() => productCategories.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.categoryCode] })],
);

/** Products the distributor promotes (landing cards); a missing sequence sorts as 9999. */
export const pushProducts = pgTable('push_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sequence: integer('sequence'),
});
