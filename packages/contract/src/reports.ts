import { z } from './zod.ts';
import { isoDateSchema } from './checkout.ts';
import type { MenuKey } from './enums.ts';

/** The reports of the Documents page, each gated by its own menu entry (spec 02). */
export const reportKinds = ['statement', 'productlist', 'pricelist', 'quotesheet', 'orderguidelist'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportMenuKeys = {
  statement: 'CurrentStatement',
  productlist: 'ProductList',
  pricelist: 'ProductPriceList',
  quotesheet: 'QuoteSheet',
  orderguidelist: 'OrderGuideList',
} as const satisfies Record<ReportKind, MenuKey>;

/** Day of week as the quote sheet takes it: Sunday 1 to Saturday 7. */
export const dayOfWeekNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** GET /api/reports/pricelist?effectiveDate=: prices in force on that date (today when absent). */
export const priceListQuerySchema = z.strictObject({
  effectiveDate: z.optional(isoDateSchema),
  /** Every product the customer may see instead of what they buy; needs the AllProducts entry. */
  allProducts: z.optional(z.stringbool()),
});
export type PriceListQuery = z.infer<typeof priceListQuerySchema>;

/**
 * GET /api/reports/quotesheet: products bought since purchasedSince (a year before the effective
 * date when absent), priced on effectiveDate; dayOfWeek narrows to orders delivered on that day.
 */
export const quoteSheetQuerySchema = z.strictObject({
  effectiveDate: z.optional(isoDateSchema),
  purchasedSince: z.optional(isoDateSchema),
  dayOfWeek: z.optional(
    z.coerce
      .number()
      .check(
        z.int(),
        z.gte(1, 'dayOfWeek is 1 (Sunday) to 7 (Saturday)'),
        z.lte(7, 'dayOfWeek is 1 (Sunday) to 7 (Saturday)'),
      ),
  ),
});
export type QuoteSheetQuery = z.infer<typeof quoteSheetQuerySchema>;
