import { z } from './zod.ts';
import { productKeySchema } from './catalog.ts';

/** The largest batch POST /api/product/price and /uncommitted accept. */
export const PRICE_BATCH_MAX = 500;

export const unitOfMeasureSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(10));

/** POST /api/product/price: the products and units whose prices the browser needs. */
export const priceRequestSchema = z
  .array(z.strictObject({ productKey: productKeySchema, unitOfMeasure: unitOfMeasureSchema }))
  .check(z.maxLength(PRICE_BATCH_MAX));
export type PriceRequest = z.infer<typeof priceRequestSchema>;

const MAX_PRODUCT_KEY = 2_147_483_647;
const MAX_UNIT_LENGTH = 10;
const PRICE_ITEM_KEYS = 2;

/**
 * True when a price request is plainly well formed: exactly what `priceRequestSchema` accepts
 * and answers unchanged (at most PRICE_BATCH_MAX items, each an object of exactly a positive whole
 * productKey and a unitOfMeasure of 1 to 10 characters without surrounding blanks). The server
 * passes such a body over the schema walk (decision 300); false says only "ask the schema",
 * which refuses or trims, with its own messages.
 */
export function isPlainPriceRequest(body: unknown): body is PriceRequest {
  if (!Array.isArray(body) || body.length > PRICE_BATCH_MAX) return false;
  for (const item of body as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
    if (Object.getPrototypeOf(item) !== Object.prototype) return false;
    const { productKey, unitOfMeasure } = item as { productKey?: unknown; unitOfMeasure?: unknown };
    if (Object.keys(item).length !== PRICE_ITEM_KEYS) return false;
    if (typeof productKey !== 'number' || !Number.isInteger(productKey)) return false;
    if (productKey <= 0 || productKey > MAX_PRODUCT_KEY) return false;
    if (typeof unitOfMeasure !== 'string' || unitOfMeasure.length === 0 || unitOfMeasure.length > MAX_UNIT_LENGTH)
      return false;
    if (unitOfMeasure.trim() !== unitOfMeasure) return false;
  }
  return true;
}

/**
 * The acting customer's price of one product in one price-by unit, rounded to priceDecimals.
 * price is null when pricing is hidden, the product is unavailable or the unit is not one of it.
 */
export const productPriceSchema = z.strictObject({
  productKey: z.number().check(z.int()),
  unitOfMeasure: z.string(),
  price: z.nullable(z.number()),
  priceDecimals: z.number().check(z.int()),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
export const priceResponseSchema = z.array(productPriceSchema);

/** The currency unit prices convert to. */
export const CURRENCY_UNIT = '$';

/** GET /api/product/{productKey}/conversion?from=CS&to=$ */
export const conversionQuerySchema = z.strictObject({
  from: unitOfMeasureSchema,
  to: z.literal(CURRENCY_UNIT),
});

/** A unit-to-currency conversion: one `from` unit costs `factor` dollars (null when hidden). */
export const conversionSchema = z.strictObject({
  factor: z.nullable(z.number()),
  from: z.string(),
  to: z.string(),
});
export type Conversion = z.infer<typeof conversionSchema>;

/** POST /api/product/uncommitted: products whose availability the browser shows. */
export const uncommittedRequestSchema = z
  .array(z.strictObject({ productKey: productKeySchema }))
  .check(z.maxLength(PRICE_BATCH_MAX));

/**
 * Uncommitted stock (decision 012): stock on hand less what open orders already claim, in the
 * product's stock unit. Never below zero.
 */
export const uncommittedSchema = z.strictObject({
  productKey: z.number().check(z.int()),
  uncommitted: z.number(),
  unitOfMeasure: z.string(),
});
export type Uncommitted = z.infer<typeof uncommittedSchema>;
export const uncommittedResponseSchema = z.array(uncommittedSchema);
