import { z } from './zod.ts';
import { creditCardInputSchema } from './checkout.ts';

/** GET /api/payment/types: the issuers the distributor accepts (enRoute never; 8 is eCheck). */
export const paymentTypeOptionSchema = z.strictObject({
  creditCardIssuer: z.number().check(z.int(), z.gte(1), z.lte(8)),
  name: z.string(),
});
export const paymentTypesSchema = z.array(paymentTypeOptionSchema);
export type PaymentTypeOption = z.infer<typeof paymentTypeOptionSchema>;

/** The billing address of a payment: accountHolderName in place of name (spec 02 section 7). */
export const paymentAddressSchema = z.strictObject({
  accountHolderName: z._default(z.string().check(z.maxLength(100)), ''),
  address1: z._default(z.string().check(z.maxLength(100)), ''),
  address2: z._default(z.string().check(z.maxLength(100)), ''),
  city: z._default(z.string().check(z.maxLength(100)), ''),
  state: z._default(z.string().check(z.maxLength(20)), ''),
  zip: z._default(z.string().check(z.maxLength(20)), ''),
  phone: z._default(z.string().check(z.maxLength(30)), ''),
  country: z._default(z.string().check(z.maxLength(60)), ''),
  email: z._default(z.string().check(z.maxLength(254)), ''),
});

/** The bank account of an eCheck; never stored or logged (decision 062). */
export const bankAccountInputSchema = z.strictObject({
  accountNumber: z.string().check(z.maxLength(30)),
  routingNumber: z.string().check(z.maxLength(20)),
  bankName: z._default(z.string().check(z.maxLength(60)), ''),
  checkNumber: z._default(z.string().check(z.maxLength(20)), ''),
});

const amount = z.number().check(z.gte(0), z.lte(99_999_999.99));

/**
 * POST /api/payment: the payment draft (spec 02 section 3). Detail amounts are absolute: the
 * item's balance gives the sign (credit memos and payments subtract).
 */
export const paymentDraftSchema = z.strictObject({
  paymentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  paymentAmount: amount,
  details: z
    .array(
      z.strictObject({
        arCode: z.string().check(z.minLength(1), z.maxLength(20)),
        detailType: z.optional(z.number().check(z.int(), z.gte(1), z.lte(8))),
        amount,
      }),
    )
    .check(z.minLength(1, 'Select at least one item to pay'), z.maxLength(500)),
  address: z.optional(paymentAddressSchema),
  creditCard: z.optional(creditCardInputSchema),
  bankAccount: z.optional(bankAccountInputSchema),
});
export type PaymentDraft = z.input<typeof paymentDraftSchema>;
/** The draft as the server reads it, defaults filled in. */
export type ParsedPaymentDraft = z.output<typeof paymentDraftSchema>;

export const paymentResultSchema = z.strictObject({
  isSuccess: z.boolean(),
  transactionId: z.nullable(z.string()),
  errorReason: z.nullable(z.string()),
  /** The payment's id: its receipt is /api/documents/payment/invoice/{invoicePaymentKey}. */
  invoicePaymentKey: z.nullable(z.number().check(z.int())),
  /** Every problem when the draft was refused before any charge. */
  errors: z.array(z.string()),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const paymentDocumentParamsSchema = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const creditMemoDocumentParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/, 'A credit memo reference')),
});

/** POST /api/admin/payments/:id/reversal: a storefront payment by its id (invoicePaymentKey). */
export const paymentReversalParamsSchema = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
/** POST /api/admin/orders/:orderNumber/reversal: a card order by its number. */
export const orderReversalParamsSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(/^\d{1,12}$/, 'An order number')),
});
/**
 * A reversal (decision 393): voided while the charge was unsettled, refunded after settlement;
 * transactionId is the processor's void or refund. A repeat answers the same reversal.
 */
export const reversalResultSchema = z.strictObject({
  status: z.enum(['voided', 'refunded']),
  transactionId: z.string(),
  /** Dollars, 2 decimals: what was given back. */
  amount: z.string(),
});
export type ReversalResult = z.infer<typeof reversalResultSchema>;
