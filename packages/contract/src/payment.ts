import { z } from 'zod';
import { creditCardInputSchema } from './checkout.ts';

/** GET /api/payment/types: the issuers the distributor accepts (enRoute never; 8 is eCheck). */
export const paymentTypeOptionSchema = z
  .object({ creditCardIssuer: z.number().int().min(1).max(8), name: z.string() })
  .strict();
export const paymentTypesSchema = z.array(paymentTypeOptionSchema);
export type PaymentTypeOption = z.infer<typeof paymentTypeOptionSchema>;

/** The billing address of a payment: accountHolderName in place of name (spec 02 section 7). */
export const paymentAddressSchema = z
  .object({
    accountHolderName: z.string().max(100).default(''),
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

/** The bank account of an eCheck; never stored or logged (decision 062). */
export const bankAccountInputSchema = z
  .object({
    accountNumber: z.string().max(30),
    routingNumber: z.string().max(20),
    bankName: z.string().max(60).default(''),
    checkNumber: z.string().max(20).default(''),
  })
  .strict();

const amount = z.number().min(0).max(99_999_999.99);

/**
 * POST /api/payment: the payment draft (spec 02 section 3). Detail amounts are absolute: the
 * item's balance gives the sign (credit memos and payments subtract).
 */
export const paymentDraftSchema = z
  .object({
    paymentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    paymentAmount: amount,
    details: z
      .array(
        z
          .object({
            arCode: z.string().min(1).max(20),
            detailType: z.number().int().min(1).max(8).optional(),
            amount,
          })
          .strict(),
      )
      .min(1, 'Select at least one item to pay')
      .max(500),
    address: paymentAddressSchema.optional(),
    creditCard: creditCardInputSchema.optional(),
    bankAccount: bankAccountInputSchema.optional(),
  })
  .strict();
export type PaymentDraft = z.input<typeof paymentDraftSchema>;
/** The draft as the server reads it, defaults filled in. */
export type ParsedPaymentDraft = z.output<typeof paymentDraftSchema>;

export const paymentResultSchema = z
  .object({
    isSuccess: z.boolean(),
    transactionId: z.string().nullable(),
    errorReason: z.string().nullable(),
    /** The payment's id: its receipt is /api/documents/payment/invoice/{invoicePaymentKey}. */
    invoicePaymentKey: z.number().int().nullable(),
    /** Every problem when the draft was refused before any charge. */
    errors: z.array(z.string()),
  })
  .strict();
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const paymentDocumentParamsSchema = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export const creditMemoDocumentParamsSchema = z
  .object({ id: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'A credit memo reference') })
  .strict();
