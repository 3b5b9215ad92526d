import { strict, z } from './zod.ts';
import { cartHeaderSchema } from './cart.ts';

/**
 * Header carrying the client's idempotency key on order submission and card checkout
 * (decision 033): the same key answers the same result and never creates a second order.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .check(
    z.minLength(8, 'The Idempotency-Key header must have 8 to 200 characters'),
    z.maxLength(200, 'The Idempotency-Key header must have 8 to 200 characters'),
    z.regex(/^[A-Za-z0-9._:-]+$/, 'The Idempotency-Key header may hold letters, digits and . _ : - only'),
  );

const isRealDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD'), z.refine(isRealDate, 'Not a calendar date'));

/**
 * POST /api/cart/header: the fields of the Delivery or Pickup step; fields left out keep their
 * value. The caps here only stop abuse: the spec's limits (P.O. 20, instructions 50) are rules
 * whose messages come back in `message` with isValid false, like every other header rule.
 */
export const cartHeaderInputSchema = z.strictObject({
  customerShipToCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
  customer_PO: z.optional(z.string().check(z.maxLength(200))),
  specialInstruction1: z.optional(z.string().check(z.maxLength(500))),
  specialInstruction2: z.optional(z.string().check(z.maxLength(500))),
  notes: z.optional(z.string().check(z.maxLength(2000))),
  deliveryDate: z.optional(z.nullable(isoDateSchema)),
  addressId: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))),
});
export type CartHeaderInput = z.infer<typeof cartHeaderInputSchema>;

/** The header with the server's verdict: message holds every problem, one per line. */
export const cartHeaderStateSchema = strict(
  z.extend(cartHeaderSchema, {
    isValid: z.boolean(),
    message: z.string(),
  }),
);
export type CartHeaderState = z.infer<typeof cartHeaderStateSchema>;

export const deliveryDatesQuerySchema = z.strictObject({
  shipto: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});

/** GET /api/cart/date: the dates an order placed now can be delivered on (decision 031). */
export const deliveryDatesSchema = z.strictObject({
  /** The customer's usual delivery date: the first valid date on the weekday they usually receive. */
  defaultDate: z.nullable(z.string()),
  earliestDate: z.nullable(z.string()),
  /** Every valid date within the horizon, earliest first. */
  dates: z.array(z.string()),
  /** When orders for the earliest date close, in the distributor's time zone. */
  cutoff: z.nullable(z.strictObject({ date: z.string(), time: z.string(), timeZone: z.string() })),
});
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

export const orderChargeSchema = z.strictObject({
  code: z.enum(['delivery', 'fuel']),
  description: z.string(),
  amount: z.number(),
});

/**
 * GET /api/checkout: the cart estimate (decision 032). Amounts are null when pricing is hidden.
 * isEstimated is true when a catch-weight line makes the total depend on the weights shipped.
 */
export const cartEstimateSchema = z.strictObject({
  addOnCharges: z.nullable(z.number()),
  lineTotal: z.nullable(z.number()),
  tax: z.nullable(z.number()),
  taxableAmount: z.nullable(z.number()),
  total: z.nullable(z.number()),
  charges: z.array(orderChargeSchema),
  /** Sales tax percent applied to the taxable amount. */
  taxRate: z.nullable(z.number()),
  isEstimated: z.boolean(),
});
export type CartEstimate = z.infer<typeof cartEstimateSchema>;

/** POST /api/cart/submit: the order result. confirmation is the confirmation document's path, when the user may view it. */
export const orderResultSchema = z.strictObject({
  orderNumber: z.string(),
  estimatedTotal: z.nullable(z.number()),
  accepted: z.boolean(),
  messages: z.array(z.string()),
  confirmation: z.nullable(z.string()),
  deliveryDate: z.nullable(z.string()),
  /** The customer's approval rules held the order for an approver (issue 35); the receipt says so. */
  awaitingApproval: z.optional(z.boolean()),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/** A card as typed in the Payment Information step; never stored or logged (decision 034). */
export const creditCardInputSchema = z.strictObject({
  cardNumber: z.string().check(z.maxLength(30)),
  /** MMYY */
  expirationDate: z.string().check(z.maxLength(10)),
  cvv2: z._default(z.string().check(z.maxLength(10)), ''),
});

export const billingAddressSchema = z.strictObject({
  name: z._default(z.string().check(z.maxLength(100)), ''),
  address1: z._default(z.string().check(z.maxLength(100)), ''),
  address2: z._default(z.string().check(z.maxLength(100)), ''),
  city: z._default(z.string().check(z.maxLength(100)), ''),
  state: z._default(z.string().check(z.maxLength(20)), ''),
  zip: z._default(z.string().check(z.maxLength(20)), ''),
  phone: z._default(z.string().check(z.maxLength(30)), ''),
  country: z._default(z.string().check(z.maxLength(60)), ''),
  email: z._default(z.string().check(z.maxLength(254)), ''),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** POST /api/checkout: a consumer's card payment for the cart, then the order. */
export const cardCheckoutRequestSchema = z.strictObject({
  /** The total the buyer saw; a different server total is refused rather than charged. */
  orderTotal: z.number().check(z.gte(0), z.lte(99_999_999.99)),
  creditCard: creditCardInputSchema,
  address: billingAddressSchema,
  deliveryAddressId: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))),
});
export type CardCheckoutRequest = z.input<typeof cardCheckoutRequestSchema>;

export const cardCheckoutResultSchema = z.strictObject({
  isSuccess: z.boolean(),
  transactionId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  /** Why the payment failed (shown as an error notification); null on success. */
  errorReason: z.nullable(z.string()),
  /** Every card or billing-address problem, when the form was refused. */
  errors: z.array(z.string()),
  order: z.nullable(orderResultSchema),
});
export type CardCheckoutResult = z.infer<typeof cardCheckoutResultSchema>;

export const documentKinds = ['confirmation', 'invoice'] as const;
/** Order documents are addressed by order number (decision 035). */
export const orderDocumentParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^\d{1,12}$/, 'An order number')),
});
