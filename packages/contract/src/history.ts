import { z } from './zod.ts';
import { productKeySchema, scanDocumentSchema } from './catalog.ts';
import { isoDateSchema } from './checkout.ts';
import { PRICE_BATCH_MAX } from './pricing.ts';

/**
 * GET /api/history/orders: one order of the acting customer. orderConfirmation and invoice say
 * whether those documents can be opened for it (settings and invoicing decide; decision 070).
 */
export const orderHistoryRowSchema = z.strictObject({
  orderNumber: z.string(),
  pO_Number: z.string(),
  orderDate: isoDateSchema,
  deliveryDate: z.nullable(isoDateSchema),
  status: z.string(),
  /** Null when pricing is hidden for the customer. */
  total: z.nullable(z.number()),
  orderConfirmation: z.boolean(),
  invoice: z.boolean(),
  scanDocuments: z.array(scanDocumentSchema),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;
export const orderHistorySchema = z.array(orderHistoryRowSchema);

/** GET /api/history/products?startDate&endDate: invoiced lines, both dates optional and inclusive. */
export const productHistoryQuerySchema = z
  .strictObject({
    startDate: z.optional(isoDateSchema),
    endDate: z.optional(isoDateSchema),
  })
  .check(
    z.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
      message: 'The start date cannot be after the end date',
      path: ['startDate'],
    }),
  );

export const productHistoryRowSchema = z.strictObject({
  orderNumber: z.string(),
  productCode: z.string(),
  productKey: z.number().check(z.int()),
  description: z.string(),
  invoiceDate: isoDateSchema,
  quantity: z.number(),
  unitOfMeasure_SellBy: z.string(),
  /** Absent when pricing is hidden for the customer. */
  price: z.optional(z.number()),
  type: z.string(),
});
export type ProductHistoryRow = z.infer<typeof productHistoryRowSchema>;
export const productHistorySchema = z.array(productHistoryRowSchema);

/** POST /api/history/orders/{id}/reorder: what went into the cart and what could not (decision 073). */
export const reorderSkippedLineSchema = z.strictObject({
  productCode: z.string(),
  description: z.string(),
  message: z.string(),
});
export type ReorderSkippedLine = z.infer<typeof reorderSkippedLineSchema>;
export const reorderResultSchema = z.strictObject({
  added: z.number().check(z.int()),
  skipped: z.array(reorderSkippedLineSchema),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** Scan document paths: the order number or product key, then the scan document's key. */
export const orderScanParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^\d{1,12}$/, 'An order number')),
  scanId: z.string().check(z.regex(/^\d{1,9}$/, 'A scan document key')),
});
export const productScanParamsSchema = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  scanId: z.string().check(z.regex(/^\d{1,9}$/, 'A scan document key')),
});

/** The usual quantity looks at the acting customer's orders of this many weeks (decision 425). */
export const USUAL_QUANTITY_WEEKS = 13;
/** A usual quantity needs the product on at least this many of those orders: one order is no habit. */
export const USUAL_QUANTITY_MIN_ORDERS = 2;

/** POST /api/history/usual: the products to tell the usual quantity of (a batch, like prices). */
export const usualQuantityRequestSchema = z
  .array(z.strictObject({ productKey: productKeySchema }))
  .check(z.maxLength(PRICE_BATCH_MAX));

/**
 * How much of a product the acting customer usually orders (decision 425): the median quantity per
 * order over the last USUAL_QUANTITY_WEEKS weeks, in the unit it was most often ordered in.
 * unitOfMeasure and orderQuantity are null while the product was on fewer than
 * USUAL_QUANTITY_MIN_ORDERS of those orders.
 */
export const usualQuantitySchema = z.strictObject({
  productKey: z.number().check(z.int()),
  /** How many of the customer's orders in the window held the product. */
  orders: z.number().check(z.int(), z.gte(0)),
  unitOfMeasure: z.nullable(z.string()),
  /** In unitOfMeasure, 2 decimals. */
  orderQuantity: z.nullable(z.number()),
});
export type UsualQuantity = z.infer<typeof usualQuantitySchema>;
export const usualQuantitiesSchema = z.array(usualQuantitySchema);
