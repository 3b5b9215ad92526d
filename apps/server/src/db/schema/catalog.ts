import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

export const productMainCategories = pgTable('product_main_categories', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const productCategories = pgTable(
  'product_categories',
  {
    code: text('code').primaryKey(),
    mainCategoryCode: text('main_category_code')
      .notNull()
      .references(() => productMainCategories.code),
    description: text('description').notNull(),
  },
  (t) => [index('product_categories_main_idx').on(t.mainCategoryCode)],
);

export const products = pgTable(
  'products',
  {
    /** The productKey of the spec. */
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull().unique(),
    description: text('description').notNull(),
    catalogDescription: text('catalog_description').notNull().default(''),
    /** Additional fields: k1 is the brand. */
    additional: jsonb('additional').$type<Record<string, string>>().notNull().default({}),
    mainCategoryCode: text('main_category_code')
      .notNull()
      .references(() => productMainCategories.code),
    categoryCode: text('category_code')
      .notNull()
      .references(() => productCategories.code),
    stockUnit: text('stock_unit').notNull(),
    pricingUnit: text('pricing_unit').notNull(),
    /** Base (list) price per pricing unit. */
    basePrice: numeric('base_price', { precision: 12, scale: 4 }).notNull(),
    defaultOrderQuantity: numeric('default_order_quantity', { precision: 12, scale: 2 }).notNull().default('1'),
    defaultUnit: text('default_unit').notNull(),
    listImage: text('list_image').notNull().default(''),
    detailImages: text('detail_images').array().notNull().default([]),
    sequence: integer('sequence').notNull().default(0),
    isCatchWeight: boolean('is_catch_weight').notNull().default(false),
    stockOnHand: numeric('stock_on_hand', { precision: 14, scale: 2 }).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * What a search reads (decisions 011 and 482): description, catalog description, every
     * additional field and the product code, in lower case, kept with the row so a search's
     * recheck reads it (a plain LIKE of the lowered word) instead of working it out again and
     * case-folding it for every candidate.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(product_search_text(description, catalog_description, additional) || ' ' || product_code)`,
      ),
  },
  (t) => [
    index('products_category_idx').on(t.mainCategoryCode, t.categoryCode),
    // Catalog search (decisions 011 and 482): trigrams of the stored search text, made by
    // product_search_text, a SQL function that migrations 0001 and 0005 create.
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Listing by category (decision 010). The four other listing indexes of migration 0005 carry
    // INCLUDE columns, which Drizzle cannot declare: they stay hand-written, guarded by
    // test/schema-indexes.test.ts.
    index('products_list_category_idx')
      .on(t.mainCategoryCode, t.categoryCode, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/** Units a product is sold by and/or priced by, with their conversion to the stock unit. */
export const productUnits = pgTable(
  'product_units',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    stockConversion: numeric('stock_conversion', { precision: 12, scale: 4 }).notNull(),
    isSellBy: boolean('is_sell_by').notNull(),
    sellByMultiple: numeric('sell_by_multiple', { precision: 12, scale: 2 }).notNull().default('1'),
    isPriceBy: boolean('is_price_by').notNull(),
    isPricing: boolean('is_pricing').notNull().default(false),
    priceDecimals: smallint('price_decimals').notNull().default(4),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.unitOfMeasure] })],
);

/** Price levels: level 0 is list; higher levels take a discount off the base price. */
export const priceLevels = pgTable('price_levels', {
  level: smallint('level').primaryKey(),
  description: text('description').notNull(),
  discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull(),
});

/** A customer's contract price for a product (per pricing unit) over an effective period. */
export const contractPrices = pgTable(
  'contract_prices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
  },
  (t) => [
    index('contract_prices_customer_product_idx').on(t.customerId, t.productId),
    // The ERP's key of a contract price: the integration import upserts on it (decision 163).
    uniqueIndex('contract_prices_term_key').on(t.customerId, t.productId, t.effectiveFrom),
  ],
);

/**
 * Product images the ERP names by URL (decision 201): the store's base name (the product lists
 * <name>.png) and where the image sync fetches the picture from into the image source folder.
 * fetched_at stays null until a fetch succeeds; a changed URL is fetched again.
 */
export const productImageSources = pgTable('product_image_sources', {
  name: text('name').primaryKey(),
  url: text('url').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  error: text('error'),
});
