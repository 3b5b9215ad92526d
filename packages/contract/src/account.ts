import { z } from 'zod';
import { isoDateSchema } from './checkout.ts';

/** A scan document attached to an A/R line (the documents module serves them). */
export const scanDocumentRefSchema = z.object({ key: z.string(), name: z.string() }).strict();

/** GET /api/account/summary (spec 02 section 3; decision 061). Money as numbers with 2 decimals. */
export const accountSummarySchema = z
  .object({
    name: z.string(),
    customerCode: z.string(),
    /** The bill-to address, one line per entry. */
    address: z.array(z.string()),
    /**
     * The same bill-to as fields (spec 02 billing address: name, address1, address2, city, state,
     * zip, phone, country, email): Make Payment prefills its billing address form from it.
     */
    billTo: z
      .object({
        name: z.string(),
        address1: z.string(),
        address2: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        phone: z.string(),
        country: z.string(),
        email: z.string(),
      })
      .strict(),
    creditLimit: z.number(),
    balance: z.number(),
    onOrder: z.number(),
    onHold: z.number(),
    availableCredit: z.number(),
    lastPaymentDate: z.string().nullable(),
    lastPaymentAmount: z.number().nullable(),
    lastInvoiceDate: z.string().nullable(),
    lastInvoiceAmount: z.number().nullable(),
    /** Open credit items (credit memos, unapplied payments, credit adjustments): zero or negative. */
    unappliedCredit: z.number(),
    current: z.number(),
    buckets: z.array(z.object({ name: z.string(), value: z.number() }).strict()),
    /** The day the figures are aged to, in the distributor's time zone. */
    asOf: z.string(),
  })
  .strict();
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountDetailQuerySchema = z
  .object({ startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() })
  .strict()
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'Start date cannot be after end date',
    path: ['startDate'],
  });

/** One line of GET /api/account/detail; running is computed by the browser (spec 02). */
export const accountDetailLineSchema = z
  .object({
    arCode: z.string(),
    recordType: z.number().int(),
    type: z.string(),
    reference: z.string(),
    invoiceDate: z.string(),
    dueDate: z.string(),
    /** Days since the invoice date (decision 061). */
    age: z.number().int(),
    initial: z.number(),
    balance: z.number(),
    remarks: z.string(),
    isCredit: z.boolean(),
    orderNumber: z.string().nullable(),
    scanDocuments: z.array(scanDocumentRefSchema),
  })
  .strict();
export type AccountDetailLine = z.infer<typeof accountDetailLineSchema>;
export const accountDetailSchema = z.array(accountDetailLineSchema);

/** One item of GET /api/account/openar. */
export const openReceivableItemSchema = z
  .object({
    arCode: z.string(),
    recordType: z.number().int(),
    type: z.string(),
    reference: z.string(),
    invoiceNumber: z.string().nullable(),
    invoiceDate: z.string(),
    dueDate: z.string(),
    po_number: z.string(),
    initial: z.number(),
    balance: z.number(),
    isCredit: z.boolean(),
    orderNumber: z.string().nullable(),
    scanDocuments: z.array(scanDocumentRefSchema),
  })
  .strict();
export type OpenReceivableItem = z.infer<typeof openReceivableItemSchema>;
export const openReceivablesSchema = z.array(openReceivableItemSchema);
