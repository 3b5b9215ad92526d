import { z } from 'zod';
import { cartHeaderSchema } from './cart.ts';

/**
 * Header carrying the client's idempotency key on order submission and card checkout
 * (decision 033): the same key answers the same result and never creates a second order.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(8, 'The Idempotency-Key header must have 8 to 200 characters')
  .max(200, 'The Idempotency-Key header must have 8 to 200 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'The Idempotency-Key header may hold letters, digits and . _ : - only');

const isRealDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(isRealDate, 'Not a calendar date');

/**
 * POST /api/cart/header: the fields of the Delivery or Pickup step; fields left out keep their
 * value. The caps here only stop abuse: the spec's limits (P.O. 20, instructions 50) are rules
 * whose messages come back in `message` with isValid false, like every other header rule.
 */
export const cartHeaderInputSchema = z
  .object({
    customerShipToCode: z.string().trim().max(20).nullable().optional(),
    customer_PO: z.string().max(200).optional(),
    specialInstruction1: z.string().max(500).optional(),
    specialInstruction2: z.string().max(500).optional(),
    notes: z.string().max(2000).optional(),
    deliveryDate: isoDateSchema.nullable().optional(),
    addressId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict();
export type CartHeaderInput = z.infer<typeof cartHeaderInputSchema>;

/** The header with the server's verdict: message holds every problem, one per line. */
export const cartHeaderStateSchema = cartHeaderSchema
  .extend({
    isValid: z.boolean(),
    message: z.string(),
  })
  .strict();
export type CartHeaderState = z.infer<typeof cartHeaderStateSchema>;

export const deliveryDatesQuerySchema = z.object({ shipto: z.string().trim().max(20).optional() }).strict();

/** GET /api/cart/date: the dates an order placed now can be delivered on (decision 031). */
export const deliveryDatesSchema = z
  .object({
    /** The customer's usual delivery date: the first valid date on the weekday they usually receive. */
    defaultDate: z.string().nullable(),
    earliestDate: z.string().nullable(),
    /** Every valid date within the horizon, earliest first. */
    dates: z.array(z.string()),
    /** When orders for the earliest date close, in the distributor's time zone. */
    cutoff: z.object({ date: z.string(), time: z.string(), timeZone: z.string() }).strict().nullable(),
  })
  .strict();
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

export const orderChargeSchema = z
  .object({ code: z.enum(['delivery', 'fuel']), description: z.string(), amount: z.number() })
  .strict();

/**
 * GET /api/checkout: the cart estimate (decision 032). Amounts are null when pricing is hidden.
 * isEstimated is true when a catch-weight line makes the total depend on the weights shipped.
 */
export const cartEstimateSchema = z
  .object({
    addOnCharges: z.number().nullable(),
    lineTotal: z.number().nullable(),
    tax: z.number().nullable(),
    taxableAmount: z.number().nullable(),
    total: z.number().nullable(),
    charges: z.array(orderChargeSchema),
    /** Sales tax percent applied to the taxable amount. */
    taxRate: z.number().nullable(),
    isEstimated: z.boolean(),
  })
  .strict();
export type CartEstimate = z.infer<typeof cartEstimateSchema>;

/** POST /api/cart/submit: the order result. confirmation is the confirmation document's path, when the user may view it. */
export const orderResultSchema = z
  .object({
    orderNumber: z.string(),
    estimatedTotal: z.number().nullable(),
    accepted: z.boolean(),
    messages: z.array(z.string()),
    confirmation: z.string().nullable(),
    deliveryDate: z.string().nullable(),
  })
  .strict();
export type OrderResult = z.infer<typeof orderResultSchema>;

/** A card as typed in the Payment Information step; never stored or logged (decision 034). */
export const creditCardInputSchema = z
  .object({
    cardNumber: z.string().max(30),
    /** MMYY */
    expirationDate: z.string().max(10),
    cvv2: z.string().max(10).default(''),
  })
  .strict();

export const billingAddressSchema = z
  .object({
    name: z.string().max(100).default(''),
    address1: z.string().max(100).default(''),
    address2: z.string().max(100).default(''),
    city: z.string().max(100).default(''),
    state: z.string().max(20).default(''),
    zip: z.string().max(20).default(''),
    phone: z.string().max(30).default(''),
    country: z.string().max(60).default(''),
    email: z.string().max(254).default(''),
  })
  .strict();
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** POST /api/checkout: a consumer's card payment for the cart, then the order. */
export const cardCheckoutRequestSchema = z
  .object({
    /** The total the buyer saw; a different server total is refused rather than charged. */
    orderTotal: z.number().min(0).max(99_999_999.99),
    creditCard: creditCardInputSchema,
    address: billingAddressSchema,
    deliveryAddressId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict();
export type CardCheckoutRequest = z.input<typeof cardCheckoutRequestSchema>;

export const cardCheckoutResultSchema = z
  .object({
    isSuccess: z.boolean(),
    transactionId: z.string().nullable(),
    orderNumber: z.string().nullable(),
    /** Why the payment failed (shown as an error notification); null on success. */
    errorReason: z.string().nullable(),
    /** Every card or billing-address problem, when the form was refused. */
    errors: z.array(z.string()),
    order: orderResultSchema.nullable(),
  })
  .strict();
export type CardCheckoutResult = z.infer<typeof cardCheckoutResultSchema>;

export const documentKinds = ['confirmation', 'invoice'] as const;
/** Order documents are addressed by order number (decision 035). */
export const orderDocumentParamsSchema = z.object({ id: z.string().regex(/^\d{1,12}$/, 'An order number') }).strict();
