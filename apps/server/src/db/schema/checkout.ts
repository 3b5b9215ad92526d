import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

/**
 * Days the distributor does not deliver (decision 031). Seeded with the US federal holidays
 * (observed dates); the distributor adds closures of its own or removes holidays it works.
 */
export const holidays = pgTable('holidays', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
});

/** Sales tax rate (percent) by the state the goods go to (decision 032); a state without a row is not taxed. */
export const salesTaxRates = pgTable('sales_tax_rates', {
  state: text('state').primaryKey(),
  ratePercent: numeric('rate_percent', { precision: 6, scale: 4 }).notNull(),
  description: text('description').notNull().default(''),
});

/**
 * Card charges made at checkout (decision 034). Only what a receipt and a refund need is kept:
 * brand, last four digits, expiry (MMYY) and the gateway's token and transaction id; never the
 * card number or the CVV. A declined or voided charge has no order.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id'),
    orderId: integer('order_id').references(() => orders.id),
    idempotencyKey: text('idempotency_key'),
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id'),
    /**
     * captured, declined, voided, refunded (reversed after settlement: decision 393), or for a
     * person: void_failed, held (held for review and not declined: decision 392), unknown (sent
     * and never answered: decision 391). failed: the processor could not be reached. resolved: a
     * failed or unknown attempt a later attempt of the same checkout settled.
     */
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    token: text('token'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The processor's transaction that gave the money back when the distributor reversed the order's charge. */
    reversalTransactionId: text('reversal_transaction_id'),
  },
  (t) => [
    index('card_charges_order_idx').on(t.orderId),
    index('card_charges_customer_idx').on(t.customerId, t.createdAt),
  ],
);
