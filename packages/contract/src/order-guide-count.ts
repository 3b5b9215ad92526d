import { z } from './zod.ts';
import { productKeySchema } from './catalog.ts';
import { ORDER_GUIDE_LINES_MAX } from './limits.ts';

/** ?shipto= of pars and counts: a ship-to code of the acting customer; left out, the default ship-to. */
export const guideShiptoQuerySchema = z.strictObject({
  shipto: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});

/** A par or an on-hand count: at most 99,999,999.99 with 2 decimals, as every quantity. */
const countQuantitySchema = z.number().check(z.gte(0), z.lte(99_999_999.99));
const unitSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(10));

/** A par in one unit the product has (a sell-by or a price-by unit). */
export const parSchema = z.strictObject({ quantity: z.number(), unitOfMeasure: z.string() });
export type Par = z.infer<typeof parSchema>;

export const guideParLineSchema = z.strictObject({ productKey: z.number().check(z.int()), par: z.nullable(parSchema) });
/** GET /api/orderguide/{id}/pars: every line of the guide with its par at the ship-to (null: none set). */
export const guideParsSchema = z.strictObject({ shipto: z.string(), lines: z.array(guideParLineSchema) });
export type GuidePars = z.infer<typeof guideParsSchema>;

/** POST /api/orderguide/{id}/pars: the pars to set; quantity null removes a par. Other lines keep theirs. */
export const guideParsWriteSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productKey: productKeySchema,
        quantity: z.nullable(countQuantitySchema),
        unitOfMeasure: unitSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(ORDER_GUIDE_LINES_MAX)),
});
export type GuideParsWrite = z.infer<typeof guideParsWriteSchema>;

/** GET /api/orderguide/{id}/pars/suggested: each line's usual quantity per delivery, rounded up (null: too few deliveries). */
export const suggestedParsSchema = z.strictObject({
  shipto: z.string(),
  weeks: z.number(),
  lines: z.array(
    z.strictObject({ productKey: z.number().check(z.int()), deliveries: z.number(), par: z.nullable(parSchema) }),
  ),
});
export type SuggestedPars = z.infer<typeof suggestedParsSchema>;

/** One line of a count: on hand in a unit of the product, and the buyer's own order quantity (null: the suggestion). */
export const countLineSchema = z.strictObject({
  productKey: productKeySchema,
  onHand: z.nullable(countQuantitySchema),
  onHandUnit: unitSchema,
  orderQuantity: z.nullable(countQuantitySchema),
});
export type CountLine = z.infer<typeof countLineSchema>;

/** PUT /api/orderguide/{id}/count: the whole draft (lines not sent are not counted). */
export const countWriteSchema = z.strictObject({
  lines: z.array(countLineSchema).check(z.maxLength(ORDER_GUIDE_LINES_MAX)),
});
export type CountWrite = z.infer<typeof countWriteSchema>;

/**
 * A line of count mode as answered, in guide sequence: the guide's sell-by unit the order goes out
 * in, the par, the count, and the suggestion the server computes (null: no par or not counted).
 */
export const countedLineSchema = z.strictObject({
  productKey: z.number().check(z.int()),
  unitOfMeasure: z.string(),
  par: z.nullable(parSchema),
  onHand: z.nullable(z.number()),
  onHandUnit: z.string(),
  orderQuantity: z.nullable(z.number()),
  suggested: z.nullable(z.number()),
});

/** GET /api/orderguide/{id}/count: the draft at the ship-to, and who counted last and when. */
export const guideCountSchema = z.strictObject({
  name: z.string(),
  shipto: z.string(),
  lines: z.array(countedLineSchema),
  countedAt: z.nullable(z.string()),
  countedBy: z.nullable(z.string()),
});
export type GuideCount = z.infer<typeof guideCountSchema>;

/** POST /api/orderguide/{id}/count/cart: how many lines went to the cart (one cart write) and their quantities. */
export const countToCartSchema = z.strictObject({
  added: z.array(z.strictObject({ productKey: z.number(), unitOfMeasure: z.string(), orderQuantity: z.number() })),
});
export type CountToCart = z.infer<typeof countToCartSchema>;

/** PUT /api/orderguide/{id}/sequence: every product of the guide once, in shelf order. */
export const guideSequenceSchema = z.strictObject({
  productKeys: z.array(productKeySchema).check(z.minLength(1), z.maxLength(ORDER_GUIDE_LINES_MAX)),
});
export type GuideSequence = z.infer<typeof guideSequenceSchema>;
