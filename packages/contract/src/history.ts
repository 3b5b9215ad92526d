import { z } from 'zod';
import { scanDocumentSchema } from './catalog.ts';
import { isoDateSchema } from './checkout.ts';

/**
 * GET /api/history/orders: one order of the acting customer. orderConfirmation and invoice say
 * whether those documents can be opened for it (settings and invoicing decide; decision 070).
 */
export const orderHistoryRowSchema = z
  .object({
    orderNumber: z.string(),
    pO_Number: z.string(),
    orderDate: isoDateSchema,
    deliveryDate: isoDateSchema.nullable(),
    status: z.string(),
    /** Null when pricing is hidden for the customer. */
    total: z.number().nullable(),
    orderConfirmation: z.boolean(),
    invoice: z.boolean(),
    scanDocuments: z.array(scanDocumentSchema),
  })
  .strict();
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;
export const orderHistorySchema = z.array(orderHistoryRowSchema);

/** GET /api/history/products?startDate&endDate: invoiced lines, both dates optional and inclusive. */
export const productHistoryQuerySchema = z
  .object({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
  })
  .strict()
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'The start date cannot be after the end date',
    path: ['startDate'],
  });

export const productHistoryRowSchema = z
  .object({
    orderNumber: z.string(),
    productCode: z.string(),
    productKey: z.number().int(),
    description: z.string(),
    invoiceDate: isoDateSchema,
    quantity: z.number(),
    unitOfMeasure_SellBy: z.string(),
    /** Absent when pricing is hidden for the customer. */
    price: z.number().optional(),
    type: z.string(),
  })
  .strict();
export type ProductHistoryRow = z.infer<typeof productHistoryRowSchema>;
export const productHistorySchema = z.array(productHistoryRowSchema);

/** POST /api/history/orders/{id}/reorder: what went into the cart and what could not (decision 073). */
export const reorderSkippedLineSchema = z
  .object({ productCode: z.string(), description: z.string(), message: z.string() })
  .strict();
export type ReorderSkippedLine = z.infer<typeof reorderSkippedLineSchema>;
export const reorderResultSchema = z
  .object({
    added: z.number().int(),
    skipped: z.array(reorderSkippedLineSchema),
  })
  .strict();
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** Scan document paths: the order number or product key, then the scan document's key. */
export const orderScanParamsSchema = z
  .object({
    id: z.string().regex(/^\d{1,12}$/, 'An order number'),
    scanId: z.string().regex(/^\d{1,9}$/, 'A scan document key'),
  })
  .strict();
export const productScanParamsSchema = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647),
    scanId: z.string().regex(/^\d{1,9}$/, 'A scan document key'),
  })
  .strict();
