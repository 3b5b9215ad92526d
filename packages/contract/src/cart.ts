import { z } from 'zod';
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
export const cartLinePayloadSchema = z
  .object({
    id: z.number().int().optional(),
    productKey: productKeySchema,
    unitOfMeasure: unitOfMeasureSchema,
    orderQuantity: z.number().min(0).max(99_999_999.99),
    overridePrice: z.number().min(0).max(99_999_999.9999).nullable().optional(),
    unitOfMeasure_Prc: unitOfMeasureSchema.optional(),
    productText1: z.string().max(PRODUCT_TEXT_MAX).optional(),
    productText2: z.string().max(PRODUCT_TEXT_MAX).optional(),
    caseQuantity: z.number().optional(),
    included: z.boolean().optional(),
  })
  .strict();
export type CartLinePayload = z.infer<typeof cartLinePayloadSchema>;
export const cartLinePayloadListSchema = z.array(cartLinePayloadSchema).min(1).max(CART_BATCH_MAX);

/**
 * Query of the cart's write calls. With rounding off, a quantity that is not a multiple of the
 * sell-by multiple is refused with CartMessages.notDivisible unless the buyer confirmed it and
 * the browser says so with confirmQuantity=true (decision 014).
 */
export const cartWriteQuerySchema = z
  .object({
    confirmQuantity: z.stringbool().optional(),
  })
  .strict();

export const cartLineIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const lineQuantitySchema = z.object({ value: z.number(), unit: z.string() }).strict();
/** A price as a conversion: one `from` unit costs `factor` of `to` ('$'); factor is null when pricing is hidden. */
export const lineUnitPriceSchema = z
  .object({ factor: z.number().nullable(), from: z.string(), to: z.string() })
  .strict();

export const cartLineSchema = z
  .object({
    id: z.number().int(),
    productKey: z.number().int(),
    product: productSchema,
    quantity: lineQuantitySchema,
    unitPrice: lineUnitPriceSchema,
    priceDecimals: z.number().int(),
    /** quantity × S.stockConversion / P.stockConversion × unit price; null when pricing is hidden. */
    extension: z.number().nullable(),
    caseQuantity: z.number(),
    productText1: z.string(),
    productText2: z.string(),
    isOverridePrice: z.boolean(),
    /** False when the product can no longer be bought; the cart's messages say why. */
    isAvailable: z.boolean(),
  })
  .strict();
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartHeaderSchema = z
  .object({
    customerShipToCode: z.string().nullable(),
    customer_PO: z.string(),
    specialInstruction1: z.string(),
    specialInstruction2: z.string(),
    notes: z.string(),
    deliveryDate: z.string().nullable(),
    addressId: z.number().int().nullable(),
  })
  .strict();
export type CartHeader = z.infer<typeof cartHeaderSchema>;

export const cartSchema = z
  .object({
    header: cartHeaderSchema,
    lines: z.array(cartLineSchema),
    messages: z.array(z.string()),
    /**
     * Why the cart cannot be changed (a punchout inspect session, decisions 058 and 140), else null:
     * the browser then shows the lines without edit controls and this text as a note.
     */
    readOnly: z.string().nullable(),
    /** Prices and extensions are in this currency unit. */
    priceConversion: z.object({ from: z.string(), to: z.string() }).strict(),
  })
  .strict();
export type Cart = z.infer<typeof cartSchema>;

/** A line the server refused, for the Quick Entry Status table (Product Description, Message). */
export const cartLineErrorSchema = z
  .object({
    id: z.number().int().nullable(),
    productKey: z.number().int(),
    unitOfMeasure: z.string(),
    description: z.string(),
    message: z.string(),
  })
  .strict();
export type CartLineError = z.infer<typeof cartLineErrorSchema>;

/** POST /api/cart/validate: the errors the given lines would meet, as a data list (empty: all fine). */
export const cartValidateResponseSchema = z
  .object({
    isSuccess: z.boolean(),
    data: z.array(cartLineErrorSchema),
  })
  .strict();

/** POST /api/cart/lines: all lines are added or none; errors are 'description: message' texts. */
export const cartLinesResponseSchema = z
  .object({
    isSuccess: z.boolean(),
    data: z.array(cartLineSchema),
    errors: z.array(z.string()),
  })
  .strict();
