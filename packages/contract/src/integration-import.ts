import { z } from 'zod';
import { codeText, decimal, flag, isoDay, text, unitCode, wholeNumber } from './integration-fields.ts';
import {
  orderHistoryImportRowSchema,
  receivableImportRowSchema,
  type OrderHistoryImportRow,
  type ReceivableImportRow,
} from './integration-import-history.ts';

/**
 * Rows of the distributor's files (docs/integration/README.md; decision 163). Each kind has one
 * canonical row schema: a JSON line is parsed with it as is; a CSV row (every value a string) is
 * first shaped by the kind's `csv` mapper (empty cells left out, lists split), then parsed with
 * the same schema, so both formats obey one set of rules.
 */
export const importKinds = [
  'categories',
  'products',
  'customers',
  'ship-tos',
  'price-levels',
  'contract-prices',
  'salespeople',
  'order-history',
  'receivables',
] as const;
export const importKindSchema = z.enum(importKinds);
export type ImportKind = z.infer<typeof importKindSchema>;

const imageFileName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(png|jpe?g|webp|gif)$/i;

/**
 * An https URL without credentials (plain http only to this machine, for tests and development);
 * the image sync parses it again before fetching.
 */
const imageUrl = /^(https:\/\/[^\s/?#@\\]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?)([/?#]\S*)?$/i;
export const isImageUrl = (value: string): boolean => imageUrl.test(value);

/** An image: a file name in the image source folder, or an https URL the image sync fetches (decision 201). */
const imageRef = z
  .string()
  .trim()
  .max(500, 'an image URL is at most 500 characters')
  .refine((v) => imageFileName.test(v) || isImageUrl(v), 'an image file name (png, jpg, webp or gif) or an https URL');

export const categoryImportRowSchema = z
  .object({
    mainCategoryCode: codeText('main category code', 10),
    mainCategory: text(60).min(1, 'main category is required'),
    categoryCode: codeText('category code', 10),
    category: text(60).min(1, 'category is required'),
  })
  .strict();

export const productUnitImportSchema = z
  .object({
    unit: unitCode,
    conversion: decimal(8, 4, { positive: true }),
    sellBy: flag,
    multiple: decimal(8, 2, { positive: true }).optional(),
    priceBy: flag,
    decimals: wholeNumber(0, 4).optional(),
  })
  .strict();

export const productImportRowSchema = z
  .object({
    productCode: codeText('product code'),
    description: text(120).min(1, 'description is required'),
    catalogDescription: text(120).optional(),
    mainCategoryCode: codeText('main category code', 10),
    categoryCode: codeText('category code', 10),
    stockUnit: unitCode,
    pricingUnit: unitCode,
    basePrice: decimal(8, 4),
    defaultUnit: unitCode.optional(),
    defaultOrderQuantity: decimal(8, 2, { positive: true }).optional(),
    brand: text(60).optional(),
    additional: z.record(z.string().regex(/^k[2-9]$/, 'additional fields are k2 to k9'), text(120)).optional(),
    images: z.array(imageRef).max(10).optional(),
    catchWeight: flag.optional(),
    sequence: wholeNumber(0, 2_000_000_000).optional(),
    stockOnHand: decimal(10, 2, { negative: true }).optional(),
    active: flag.optional(),
    units: z.array(productUnitImportSchema).min(1, 'at least one unit'),
  })
  .strict()
  .superRefine((p, ctx) => {
    const names = p.units.map((u) => u.unit);
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup) ctx.addIssue({ code: 'custom', path: ['units'], message: `unit ${dup} is listed twice` });
    const byName = new Map(p.units.map((u) => [u.unit, u]));
    if (!p.units.some((u) => u.sellBy)) ctx.addIssue({ code: 'custom', path: ['units'], message: 'no sell-by unit' });
    if (!byName.get(p.pricingUnit)?.priceBy)
      ctx.addIssue({
        code: 'custom',
        path: ['pricingUnit'],
        message: `pricing unit ${p.pricingUnit} is not a price-by unit`,
      });
    if (p.defaultUnit !== undefined && !byName.get(p.defaultUnit)?.sellBy)
      ctx.addIssue({
        code: 'custom',
        path: ['defaultUnit'],
        message: `default unit ${p.defaultUnit} is not a sell-by unit`,
      });
    const stock = byName.get(p.stockUnit);
    if (stock && Number(stock.conversion) !== 1)
      ctx.addIssue({ code: 'custom', path: ['units'], message: `the stock unit ${p.stockUnit} converts 1 to itself` });
  });

export const customerImportRowSchema = z
  .object({
    customerCode: codeText('customer code', 20),
    name: text(80).min(1, 'name is required'),
    address1: text(80).optional(),
    address2: text(80).optional(),
    city: text(50).optional(),
    state: text(30).optional(),
    zip: text(15).optional(),
    phone: text(30).optional(),
    email: z.string().trim().email('an e-mail address').max(120).optional(),
    defaultShipToCode: codeText('default ship-to code', 20).optional(),
    defaultPo: text(30).optional(),
    requiredPo: flag.optional(),
    priceLevel: wholeNumber(0, 99).optional(),
    creditLimit: decimal(12, 2).optional(),
    termsDays: wholeNumber(0, 365).optional(),
    /** The customer's own order cut-off (decision 200): the time and days before delivery orders close. */
    orderCutoffTime: z
      .string()
      .trim()
      .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM (24-hour clock)')
      .transform((t) => t.padStart(5, '0'))
      .optional(),
    orderLeadDays: wholeNumber(0, 14).optional(),
  })
  .strict();

const weekday = z.union([
  wholeNumber(1, 7),
  z
    .string()
    .trim()
    .transform((d) => ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(d.slice(0, 3).toLowerCase()) + 1)
    .pipe(z.number().int().min(1, 'a weekday (1-7 or Mon..Sun)')),
]);

export const shipToImportRowSchema = z
  .object({
    customerCode: codeText('customer code', 20),
    shipToCode: codeText('ship-to code', 20),
    name: text(80).min(1, 'name is required'),
    address1: text(80).optional(),
    address2: text(80).optional(),
    city: text(50).optional(),
    state: text(30).optional(),
    zip: text(15).optional(),
    phone: text(30).optional(),
    contact: text(60).optional(),
    deliveryTime: text(40).optional(),
    deliveryDays: z.array(weekday).max(7).optional(),
  })
  .strict();

export const priceLevelImportRowSchema = z
  .object({
    level: wholeNumber(0, 99),
    description: text(60).min(1, 'description is required'),
    discountPercent: decimal(2, 2),
  })
  .strict();

export const contractPriceImportRowSchema = z
  .object({
    customerCode: codeText('customer code', 20),
    productCode: codeText('product code'),
    price: decimal(8, 4, { positive: true }),
    effectiveFrom: isoDay,
    effectiveTo: isoDay.optional(),
  })
  .strict()
  .refine((c) => c.effectiveTo === undefined || c.effectiveTo >= c.effectiveFrom, {
    message: 'effective to is before effective from',
    path: ['effectiveTo'],
  });

/** A salesperson and the customers assigned to them (their route or territory); the file's list is the whole list. */
export const salespersonImportRowSchema = z
  .object({
    salespersonCode: codeText('salesperson code', 20),
    name: text(80).min(1, 'name is required'),
    email: z.string().trim().email('an e-mail address').max(120).optional(),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9._@-]{1,59}$/, 'a user name is 2 to 60 letters, digits, . _ @ or -')
      .optional(),
    customers: z.array(codeText('customer code', 20)).max(5000).optional(),
    active: flag.optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const list = s.customers ?? [];
    const dup = list.find((c, i) => list.indexOf(c) !== i);
    if (dup) ctx.addIssue({ code: 'custom', path: ['customers'], message: `customer ${dup} is listed twice` });
  });

export type CategoryImportRow = z.infer<typeof categoryImportRowSchema>;
export type ProductImportRow = z.infer<typeof productImportRowSchema>;
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;
export type ShipToImportRow = z.infer<typeof shipToImportRowSchema>;
export type PriceLevelImportRow = z.infer<typeof priceLevelImportRowSchema>;
export type ContractPriceImportRow = z.infer<typeof contractPriceImportRowSchema>;
export type SalespersonImportRow = z.infer<typeof salespersonImportRowSchema>;

export const importRowSchemas = {
  categories: categoryImportRowSchema,
  products: productImportRowSchema,
  customers: customerImportRowSchema,
  'ship-tos': shipToImportRowSchema,
  'price-levels': priceLevelImportRowSchema,
  'contract-prices': contractPriceImportRowSchema,
  salespeople: salespersonImportRowSchema,
  'order-history': orderHistoryImportRowSchema,
  receivables: receivableImportRowSchema,
} as const;

export interface ImportRowByKind {
  categories: CategoryImportRow;
  products: ProductImportRow;
  customers: CustomerImportRow;
  'ship-tos': ShipToImportRow;
  'price-levels': PriceLevelImportRow;
  'contract-prices': ContractPriceImportRow;
  salespeople: SalespersonImportRow;
  'order-history': OrderHistoryImportRow;
  receivables: ReceivableImportRow;
}
