import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const customers = pgTable('customers', {
  /** The customerKey of the spec. */
  id: serial('id').primaryKey(),
  customerCode: text('customer_code').notNull().unique(),
  name: text('name').notNull(),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email'),
  defaultShiptoCode: text('default_shipto_code'),
  defaultPo: text('default_po').notNull().default(''),
  requiredPo: boolean('required_po').notNull().default(false),
  priceLevel: smallint('price_level').notNull().default(0),
  creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull().default('0'),
  termsDays: smallint('terms_days').notNull().default(30),
  /** Retail accounts created by consumer sign-up: one per consumer. */
  isConsumer: boolean('is_consumer').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shiptos = pgTable(
  'shiptos',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Delivery-address fields of the ship-to (spec 02 Delivery Addresses; decision 022). */
    display: text('display').notNull().default(''),
    county: text('county').notNull().default(''),
    contact: text('contact').notNull().default(''),
    deliveryTime: text('delivery_time').notNull().default(''),
    /** ISO weekdays (1 Monday .. 7 Sunday) the ship-to's route delivers on. */
    deliveryDays: smallint('delivery_days').array().notNull().default([]),
  },
  (t) => [unique('shiptos_customer_code_key').on(t.customerId, t.code)],
);

export const salespersonCustomers = pgTable(
  'salesperson_customers',
  {
    userId: integer('user_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index('salesperson_customers_customer_idx').on(t.customerId),
  ],
);
