import { z } from './zod.ts';
import { productKeySchema } from './catalog.ts';
import { ORDER_GUIDE_LINES_MAX, ORDER_GUIDE_NAME_MAX, STANDARD_ORDER_GUIDE } from './limits.ts';
import { OrderGuideMessages } from './messages/order-guides.ts';

/** True for 'Standard' in any letter case: the name stays reserved however it is typed. */
export const isReservedOrderGuideName = (name: string) =>
  name.trim().toLowerCase() === STANDARD_ORDER_GUIDE.toLowerCase();

export const orderGuideNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, OrderGuideMessages.nameBlank),
    z.maxLength(ORDER_GUIDE_NAME_MAX, OrderGuideMessages.nameTooLong),
  );

/** The {id} of /api/orderguide/{id} is the guide's name, URL-encoded (decision 040). */
export const orderGuideIdParamSchema = z.strictObject({ id: z.string().check(z.maxLength(200)) });

const orderQuantitySchema = z.number().check(z.gte(0), z.lte(99_999_999.99));
/** A missing or empty unit falls back to the product's default unit (spec 01 section 4). */
const guideUnitSchema = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(10))),
  z.transform((v) => (v === '' ? undefined : v)),
);

/** A product line of a guide being created (from the editor, the cart or the add-to-guide dialog). */
export const orderGuideCreateLineSchema = z.strictObject({
  productKey: productKeySchema,
  orderQuantity: orderQuantitySchema,
  unitOfMeasure: guideUnitSchema,
  /** Sent as false by the cart page; accepted and ignored. */
  included: z.optional(z.boolean()),
});
export type OrderGuideCreateLine = z.infer<typeof orderGuideCreateLineSchema>;
/** A line as the browser sends it (the unit may be left out). */
export type OrderGuideCreateLineInput = z.input<typeof orderGuideCreateLineSchema>;

/** POST /api/orderguide/{name}: the name (equal to the path's) and the lines in guide order. */
export const orderGuideCreateSchema = z.strictObject({
  name: orderGuideNameSchema,
  lines: z.array(orderGuideCreateLineSchema).check(z.maxLength(ORDER_GUIDE_LINES_MAX)),
});
export type OrderGuideCreate = z.infer<typeof orderGuideCreateSchema>;

/**
 * PATCH /api/orderguide/{name}: isDelete true removes the product; otherwise the product is added
 * at the end or its quantity and unit are changed in place. sequence is always -1 (keep or append).
 */
export const orderGuidePatchLineSchema = z.strictObject({
  productKey: productKeySchema,
  orderQuantity: orderQuantitySchema,
  unitOfMeasure: guideUnitSchema,
  isDelete: z.boolean(),
  sequence: z.literal(-1),
});
export type OrderGuidePatchLine = z.infer<typeof orderGuidePatchLineSchema>;
export const orderGuidePatchSchema = z
  .array(orderGuidePatchLineSchema)
  .check(z.minLength(1), z.maxLength(ORDER_GUIDE_LINES_MAX * 2));
export type OrderGuidePatch = z.infer<typeof orderGuidePatchSchema>;
export type OrderGuidePatchInput = z.input<typeof orderGuidePatchSchema>;

export const orderGuideProductSchema = z.strictObject({
  productKey: z.number().check(z.int()),
  orderQuantity: z.number(),
  unitOfMeasure: z.string(),
  /** 1-based position in the guide. */
  sequence: z.number().check(z.int()),
  /** Always true in answers: the product is in the guide. */
  included: z.boolean(),
});
export type OrderGuideProduct = z.infer<typeof orderGuideProductSchema>;

export const orderGuideSchema = z.strictObject({
  name: z.string(),
  /** The Standard guide is the primary one. */
  isPrimary: z.boolean(),
  /** True for Standard: buyers cannot change it. */
  isReadOnly: z.boolean(),
  products: z.array(orderGuideProductSchema),
});
export type OrderGuide = z.infer<typeof orderGuideSchema>;
/** GET /api/orderguide: Standard first, then the customer's guides by name. */
export const orderGuideListSchema = z.array(orderGuideSchema);

/** Answer of every order guide write; failures carry errorCode (the HTTP status) and errorReason. */
export const orderGuideResultSchema = z.strictObject({
  isSuccess: z.boolean(),
  errorCode: z.optional(z.number().check(z.int())),
  errorReason: z.optional(z.string()),
});
export type OrderGuideResult = z.infer<typeof orderGuideResultSchema>;
