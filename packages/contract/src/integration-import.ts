import { z } from './zod.ts';
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
const imageRef = z.string().check(
  z.trim(),
  z.maxLength(500, 'an image URL is at most 500 characters'),
  z.refine((v) => imageFileName.test(v) || isImageUrl(v), 'an image file name (png, jpg, webp or gif) or an https URL'),
);

export const categoryImportRowSchema = z.strictObject({
  mainCategoryCode: codeText('main category code', 10),
  mainCategory: text(60).check(z.minLength(1, 'main category is required')),
  categoryCode: codeText('category code', 10),
  category: text(60).check(z.minLength(1, 'category is required')),
});

export const productUnitImportSchema = z.strictObject({
  unit: unitCode,
  conversion: decimal(8, 4, { positive: true }),
  sellBy: flag,
  multiple: z.optional(decimal(8, 2, { positive: true })),
  priceBy: flag,
  decimals: z.optional(wholeNumber(0, 4)),
});

export const productImportRowSchema = z
  .strictObject({
    productCode: codeText('product code'),
    description: text(120).check(z.minLength(1, 'description is required')),
    catalogDescription: z.optional(text(120)),
    mainCategoryCode: codeText('main category code', 10),
    categoryCode: codeText('category code', 10),
    stockUnit: unitCode,
    pricingUnit: unitCode,
    basePrice: decimal(8, 4),
    defaultUnit: z.optional(unitCode),
    defaultOrderQuantity: z.optional(decimal(8, 2, { positive: true })),
    brand: z.optional(text(60)),
    additional: z.optional(
      z.record(z.string().check(z.regex(/^k[2-9]$/, 'additional fields are k2 to k9')), text(120)),
    ),
    images: z.optional(z.array(imageRef).check(z.maxLength(10))),
    catchWeight: z.optional(flag),
    sequence: z.optional(wholeNumber(0, 2_000_000_000)),
    stockOnHand: z.optional(decimal(10, 2, { negative: true })),
    active: z.optional(flag),
    units: z.array(productUnitImportSchema).check(z.minLength(1, 'at least one unit')),
  })
  .check(
    z.superRefine((p, ctx) => {
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
        ctx.addIssue({
          code: 'custom',
          path: ['units'],
          message: `the stock unit ${p.stockUnit} converts 1 to itself`,
        });
    }),
  );

export const customerImportRowSchema = z.strictObject({
  customerCode: codeText('customer code', 20),
  name: text(80).check(z.minLength(1, 'name is required')),
  address1: z.optional(text(80)),
  address2: z.optional(text(80)),
  city: z.optional(text(50)),
  state: z.optional(text(30)),
  zip: z.optional(text(15)),
  phone: z.optional(text(30)),
  email: z.optional(z.string().check(z.trim(), z.email('an e-mail address'), z.maxLength(120))),
  defaultShipToCode: z.optional(codeText('default ship-to code', 20)),
  defaultPo: z.optional(text(30)),
  requiredPo: z.optional(flag),
  priceLevel: z.optional(wholeNumber(0, 99)),
  creditLimit: z.optional(decimal(12, 2)),
  termsDays: z.optional(wholeNumber(0, 365)),
  /** The customer's own order cut-off (decision 200): the time and days before delivery orders close. */
  orderCutoffTime: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM (24-hour clock)')),
      z.transform((t) => t.padStart(5, '0')),
    ),
  ),
  orderLeadDays: z.optional(wholeNumber(0, 14)),
});

const weekday = z.union([
  wholeNumber(1, 7),
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((d) => ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(d.slice(0, 3).toLowerCase()) + 1),
    ),
    z.number().check(z.int(), z.gte(1, 'a weekday (1-7 or Mon..Sun)')),
  ),
]);

export const shipToImportRowSchema = z.strictObject({
  customerCode: codeText('customer code', 20),
  shipToCode: codeText('ship-to code', 20),
  name: text(80).check(z.minLength(1, 'name is required')),
  address1: z.optional(text(80)),
  address2: z.optional(text(80)),
  city: z.optional(text(50)),
  state: z.optional(text(30)),
  zip: z.optional(text(15)),
  phone: z.optional(text(30)),
  contact: z.optional(text(60)),
  deliveryTime: z.optional(text(40)),
  deliveryDays: z.optional(z.array(weekday).check(z.maxLength(7))),
});

export const priceLevelImportRowSchema = z.strictObject({
  level: wholeNumber(0, 99),
  description: text(60).check(z.minLength(1, 'description is required')),
  discountPercent: decimal(2, 2),
});

export const contractPriceImportRowSchema = z
  .strictObject({
    customerCode: codeText('customer code', 20),
    productCode: codeText('product code'),
    price: decimal(8, 4, { positive: true }),
    effectiveFrom: isoDay,
    effectiveTo: z.optional(isoDay),
  })
  .check(
    z.refine((c) => c.effectiveTo === undefined || c.effectiveTo >= c.effectiveFrom, {
      message: 'effective to is before effective from',
      path: ['effectiveTo'],
    }),
  );

/** A salesperson and the customers assigned to them (their route or territory); the file's list is the whole list. */
export const salespersonImportRowSchema = z
  .strictObject({
    salespersonCode: codeText('salesperson code', 20),
    name: text(80).check(z.minLength(1, 'name is required')),
    email: z.optional(z.string().check(z.trim(), z.email('an e-mail address'), z.maxLength(120))),
    username: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.regex(/^[a-z0-9][a-z0-9._@-]{1,59}$/, 'a user name is 2 to 60 letters, digits, . _ @ or -'),
        ),
    ),
    customers: z.optional(z.array(codeText('customer code', 20)).check(z.maxLength(5000))),
    active: z.optional(flag),
  })
  .check(
    z.superRefine((s, ctx) => {
      const list = s.customers ?? [];
      const dup = list.find((c, i) => list.indexOf(c) !== i);
      if (dup) ctx.addIssue({ code: 'custom', path: ['customers'], message: `customer ${dup} is listed twice` });
    }),
  );

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
