import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customers } from './customers.ts';
import { products } from './catalog.ts';

/**
 * One cart per user and acting customer: a salesperson keeps a separate cart for each customer
 * they act for, and a customer's buyers do not share half-finished carts (decision 013).
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerShipToCode: text('customer_shipto_code'),
    customerPo: text('customer_po').notNull().default(''),
    specialInstruction1: text('special_instruction1').notNull().default(''),
    specialInstruction2: text('special_instruction2').notNull().default(''),
    notes: text('notes').notNull().default(''),
    deliveryDate: date('delivery_date'),
    /**
     * A card checkout in progress holds the cart until it ends (or until the claim expires, should
     * its node die), so concurrent checkouts of one cart charge once (decision 095).
     */
    checkoutClaim: text('checkout_claim'),
    checkoutClaimedUntil: timestamp('checkout_claimed_until', { withTimezone: true }),
    /** A consumer's delivery address (consumers pick an address, business customers a ship-to). */
    addressId: integer('address_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('carts_user_customer_key').on(t.userId, t.customerId), index('carts_customer_idx').on(t.customerId)],
);

/**
 * Lines keep what the buyer chose (product, sell-by unit, quantity, price-by unit, texts) and an
 * override price only when one was set; prices and extensions are recomputed on every read.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitOfMeasurePrc: text('unit_of_measure_prc').notNull(),
    /** Set only when the price was overridden (isOverridePrice). */
    overridePrice: numeric('override_price', { precision: 12, scale: 4 }),
    productText1: text('product_text1').notNull().default(''),
    productText2: text('product_text2').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_cart_product_unit_key').on(t.cartId, t.productId, t.unitOfMeasure),
    // The quantity cap and a non-negative override hold whatever path writes a line (decision 092).
    check('cart_lines_quantity_range', sql`${t.quantity} > 0 and ${t.quantity} <= 99999999.99`),
    check('cart_lines_override_price_range', sql`${t.overridePrice} >= 0`),
  ],
);
