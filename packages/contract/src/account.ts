import { z } from './zod.ts';
import { isoDateSchema } from './checkout.ts';

/** A scan document attached to an A/R line (the documents module serves them). */
export const scanDocumentRefSchema = z.strictObject({ key: z.string(), name: z.string() });

/** GET /api/account/summary (spec 02 section 3; decision 061). Money as numbers with 2 decimals. */
export const accountSummarySchema = z.strictObject({
  name: z.string(),
  customerCode: z.string(),
  /** The bill-to address, one line per entry. */
  address: z.array(z.string()),
  /**
   * The same bill-to as fields (spec 02 billing address: name, address1, address2, city, state,
   * zip, phone, country, email): Make Payment prefills its billing address form from it.
   */
  billTo: z.strictObject({
    name: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    country: z.string(),
    email: z.string(),
  }),
  creditLimit: z.number(),
  balance: z.number(),
  onOrder: z.number(),
  onHold: z.number(),
  availableCredit: z.number(),
  lastPaymentDate: z.nullable(z.string()),
  lastPaymentAmount: z.nullable(z.number()),
  lastInvoiceDate: z.nullable(z.string()),
  lastInvoiceAmount: z.nullable(z.number()),
  /** Open credit items (credit memos, unapplied payments, credit adjustments): zero or negative. */
  unappliedCredit: z.number(),
  current: z.number(),
  buckets: z.array(z.strictObject({ name: z.string(), value: z.number() })),
  /** The day the figures are aged to, in the distributor's time zone. */
  asOf: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountDetailQuerySchema = z
  .strictObject({ startDate: z.optional(isoDateSchema), endDate: z.optional(isoDateSchema) })
  .check(
    z.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
      message: 'Start date cannot be after end date',
      path: ['startDate'],
    }),
  );

/**
 * One line of GET /api/account/detail. `running` is the account's balance after this line: the
 * balances of every line of the account up to it, oldest first (invoice date, then the order the
 * lines were entered), credits subtracting, whatever the range asked for (spec 02, decision 421).
 * So the oldest line of a range carries the balance forward: its running less its balance.
 */
export const accountDetailLineSchema = z.strictObject({
  arCode: z.string(),
  recordType: z.number().check(z.int()),
  type: z.string(),
  reference: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  /** Days since the invoice date (decision 061). */
  age: z.number().check(z.int()),
  initial: z.number(),
  balance: z.number(),
  running: z.number(),
  remarks: z.string(),
  isCredit: z.boolean(),
  orderNumber: z.nullable(z.string()),
  scanDocuments: z.array(scanDocumentRefSchema),
});
export type AccountDetailLine = z.infer<typeof accountDetailLineSchema>;
export const accountDetailSchema = z.array(accountDetailLineSchema);

/** One item of GET /api/account/openar. */
export const openReceivableItemSchema = z.strictObject({
  arCode: z.string(),
  recordType: z.number().check(z.int()),
  type: z.string(),
  reference: z.string(),
  invoiceNumber: z.nullable(z.string()),
  invoiceDate: z.string(),
  dueDate: z.string(),
  po_number: z.string(),
  initial: z.number(),
  balance: z.number(),
  isCredit: z.boolean(),
  orderNumber: z.nullable(z.string()),
  scanDocuments: z.array(scanDocumentRefSchema),
});
export type OpenReceivableItem = z.infer<typeof openReceivableItemSchema>;
export const openReceivablesSchema = z.array(openReceivableItemSchema);
