import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { products } from './catalog.ts';
import { consumerAddresses } from './consumer-accounts.ts';

/** Where an order goes, as it was when the order was taken (ship-tos and addresses change later). */
export interface OrderShipTo {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100000 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    shiptoCode: text('shipto_code'),
    userId: integer('user_id'),
    poNumber: text('po_number').notNull().default(''),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    deliveryDate: date('delivery_date'),
    status: text('status').notNull(),
    specialInstruction1: text('special_instruction1').notNull().default(''),
    specialInstruction2: text('special_instruction2').notNull().default(''),
    notes: text('notes').notNull().default(''),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
    addOnCharges: numeric('add_on_charges', { precision: 14, scale: 2 }).notNull().default('0'),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** Client-supplied key that makes submission idempotent per customer. */
    idempotencyKey: text('idempotency_key').unique(),
    /** delivery or pickup (consumers choose; business orders are delivered). */
    shipMethod: text('ship_method').notNull().default('delivery'),
    /** A consumer's delivery address (business orders name a ship-to code instead). */
    addressId: integer('address_id').references(() => consumerAddresses.id),
    shipTo: jsonb('ship_to').$type<OrderShipTo>(),
    taxableAmount: numeric('taxable_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('orders_customer_date_idx').on(t.customerId, t.orderDate),
    // A ship-to's recent deliveries (its usual weekday), read by every checkout and submit (decision 371).
    index('orders_customer_shipto_delivery_idx').on(t.customerId, t.shiptoCode, t.deliveryDate),
    // Orders taken but not invoiced yet (open or held): the account summary's totals (decision 380).
    index('orders_customer_on_order_idx')
      .on(t.customerId)
      .where(sql`lower(${t.status}) in ('open', 'hold', 'on hold')`),
    check('orders_total_bound', sql`${t.total} <= 999999999.99 and ${t.lineTotal} <= 999999999.99`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    unitOfMeasure: text('unit_of_measure').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitOfMeasurePrc: text('unit_of_measure_prc').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 4 }).notNull(),
    extension: numeric('extension', { precision: 14, scale: 2 }).notNull(),
    caseQuantity: numeric('case_quantity', { precision: 12, scale: 2 }).notNull().default('0'),
    productText1: text('product_text1').notNull().default(''),
    productText2: text('product_text2').notNull().default(''),
    isOverridePrice: boolean('is_override_price').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_amount_bound', sql`${t.quantity} <= 99999999.99 and ${t.extension} <= 999999999.99`),
  ],
);

/**
 * Receivable items: invoices (1), future invoices (2), NSF checks (3), debit adjustments (4),
 * late charges (5), credit memos (6), payments (7), credit adjustments (8).
 * Invoices stay here with balance 0 once paid, so history keeps them.
 */
export const arItems = pgTable(
  'ar_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    arCode: text('ar_code').notNull().unique(),
    recordType: smallint('record_type').notNull(),
    reference: text('reference').notNull(),
    invoiceNumber: text('invoice_number'),
    orderId: integer('order_id').references(() => orders.id),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    poNumber: text('po_number').notNull().default(''),
    initial: numeric('initial', { precision: 14, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [
    index('ar_items_customer_date_idx').on(t.customerId, t.invoiceDate),
    // Open A/R and the summary read only the open items of one customer.
    index('ar_items_customer_open_idx')
      .on(t.customerId, t.invoiceDate)
      .where(sql`${t.balance} <> 0`),
    // Order history and documents find an order's invoice by order.
    index('ar_items_order_idx').on(t.orderId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentDate: date('payment_date').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    transactionId: text('transaction_id'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Payments made in the storefront (decision 060): captured or applied count; declined,
     * failed, unknown (sent, no answer: decision 391), held (for review: decision 392), voided and
     * void_failed are kept for the distributor's review and change no balance (resolved: a failed
     * or unknown attempt a later one of the same request settled); refunded or voided
     * after a reversal gave the balances back (decision 393). Imported history is captured.
     */
    status: text('status').notNull().default('captured'),
    userId: integer('user_id'),
    /** ApplyCredit 0, CreditCard 1, Check (eCheck) 2; null for imported history. */
    paymentType: smallint('payment_type'),
    gateway: text('gateway'),
    /** Card brand or bank name, last four digits and the gateway's token: never a full number. */
    brand: text('brand').notNull().default(''),
    last4: text('last4').notNull().default(''),
    token: text('token'),
    message: text('message').notNull().default(''),
    /**
     * A digest of the scoped idempotency key and what the draft pays (decision 390): a key reused
     * with another body is refused, and a retry finds its earlier attempts that got no answer.
     */
    requestHash: text('request_hash'),
    /** The processor's transaction that gave the money back when the distributor reversed it (decision 393). */
    reversalTransactionId: text('reversal_transaction_id'),
  },
  (t) => [
    index('payments_customer_date_idx').on(t.customerId, t.paymentDate),
    index('payments_request_hash_idx').on(t.requestHash),
  ],
);

/** What one storefront payment applied to each open item (signed like the item's balance). */
export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    arItemId: integer('ar_item_id')
      .notNull()
      .references(() => arItems.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balanceBefore: numeric('balance_before', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index('payment_applications_payment_idx').on(t.paymentId),
    index('payment_applications_ar_idx').on(t.arItemId),
  ],
);
