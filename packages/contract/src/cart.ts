import { z } from './zod.ts';
import { productKeySchema, productSchema } from './catalog.ts';
import { unitOfMeasureSchema } from './pricing.ts';

/** Product notes (productText1/2) are kept to this length. */
export const PRODUCT_TEXT_MAX = 50;
/** The largest batch POST /api/cart/lines and /validate accept. */
export const CART_BATCH_MAX = 500;

/**
 * A line as the browser sends it. New lines carry a negative temporary id (or none).
 * overridePrice is sent only when the price was overridden; the server recomputes every price,
 * extension and case quantity (caseQuantity and included are accepted and ignored).
 */
export const cartLinePayloadSchema = z.strictObject({
  id: z.optional(z.number().check(z.int())),
  productKey: productKeySchema,
  unitOfMeasure: unitOfMeasureSchema,
  orderQuantity: z.number().check(z.gte(0), z.lte(99_999_999.99)),
  overridePrice: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(99_999_999.9999)))),
  unitOfMeasure_Prc: z.optional(unitOfMeasureSchema),
  productText1: z.optional(z.string().check(z.maxLength(PRODUCT_TEXT_MAX))),
  productText2: z.optional(z.string().check(z.maxLength(PRODUCT_TEXT_MAX))),
  caseQuantity: z.optional(z.number()),
  included: z.optional(z.boolean()),
});
export type CartLinePayload = z.infer<typeof cartLinePayloadSchema>;
export const cartLinePayloadListSchema = z
  .array(cartLinePayloadSchema)
  .check(z.minLength(1), z.maxLength(CART_BATCH_MAX));

/**
 * Query of the cart's write calls. With rounding off, a quantity that is not a multiple of the
 * sell-by multiple is refused with CartMessages.notDivisible unless the buyer confirmed it and
 * the browser says so with confirmQuantity=true (decision 014).
 */
export const cartWriteQuerySchema = z.strictObject({
  confirmQuantity: z.optional(z.stringbool()),
});

export const cartLineIdParamSchema = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const lineQuantitySchema = z.strictObject({ value: z.number(), unit: z.string() });
/** A price as a conversion: one `from` unit costs `factor` of `to` ('$'); factor is null when pricing is hidden. */
export const lineUnitPriceSchema = z.strictObject({ factor: z.nullable(z.number()), from: z.string(), to: z.string() });

export const cartLineSchema = z.strictObject({
  id: z.number().check(z.int()),
  productKey: z.number().check(z.int()),
  product: productSchema,
  quantity: lineQuantitySchema,
  unitPrice: lineUnitPriceSchema,
  priceDecimals: z.number().check(z.int()),
  /** quantity × S.stockConversion / P.stockConversion × unit price; null when pricing is hidden. */
  extension: z.nullable(z.number()),
  caseQuantity: z.number(),
  productText1: z.string(),
  productText2: z.string(),
  isOverridePrice: z.boolean(),
  /** False when the product can no longer be bought; the cart's messages say why. */
  isAvailable: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartHeaderSchema = z.strictObject({
  customerShipToCode: z.nullable(z.string()),
  customer_PO: z.string(),
  specialInstruction1: z.string(),
  specialInstruction2: z.string(),
  notes: z.string(),
  deliveryDate: z.nullable(z.string()),
  addressId: z.nullable(z.number().check(z.int())),
});
export type CartHeader = z.infer<typeof cartHeaderSchema>;

export const cartSchema = z.strictObject({
  header: cartHeaderSchema,
  lines: z.array(cartLineSchema),
  messages: z.array(z.string()),
  /**
   * Why the cart cannot be changed (a punchout inspect session, decisions 058 and 140), else null:
   * the browser then shows the lines without edit controls and this text as a note.
   */
  readOnly: z.nullable(z.string()),
  /** Prices and extensions are in this currency unit. */
  priceConversion: z.strictObject({ from: z.string(), to: z.string() }),
});
export type Cart = z.infer<typeof cartSchema>;

/** A line the server refused, for the Quick Entry Status table (Product Description, Message). */
export const cartLineErrorSchema = z.strictObject({
  id: z.nullable(z.number().check(z.int())),
  productKey: z.number().check(z.int()),
  unitOfMeasure: z.string(),
  description: z.string(),
  message: z.string(),
});
export type CartLineError = z.infer<typeof cartLineErrorSchema>;

/** POST /api/cart/validate: the errors the given lines would meet, as a data list (empty: all fine). */
export const cartValidateResponseSchema = z.strictObject({
  isSuccess: z.boolean(),
  data: z.array(cartLineErrorSchema),
});

/** POST /api/cart/lines: all lines are added or none; errors are 'description: message' texts. */
export const cartLinesResponseSchema = z.strictObject({
  isSuccess: z.boolean(),
  data: z.array(cartLineSchema),
  errors: z.array(z.string()),
});
