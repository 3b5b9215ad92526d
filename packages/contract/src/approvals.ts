import { z } from './zod.ts';
import { isoDateSchema } from './checkout.ts';

/** The status of an order submitted while its customer's approval rules ask for approval. */
export const AWAITING_APPROVAL = 'Awaiting Approval';
export const REJECTED = 'Rejected';

export const approvalLineSchema = z.strictObject({
  lineNo: z.number().check(z.int()),
  productKey: z.number().check(z.int()),
  productCode: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitOfMeasure: z.string(),
  unitPrice: z.nullable(z.number()),
  unitOfMeasure_Prc: z.string(),
  extension: z.nullable(z.number()),
});

/** One order awaiting approval, with its lines and totals (null totals when pricing is hidden). */
export const pendingApprovalSchema = z.strictObject({
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.nullable(isoDateSchema),
  shiptoCode: z.nullable(z.string()),
  shiptoName: z.string(),
  pO_Number: z.string(),
  buyer: z.string(),
  reason: z.string(),
  lineTotal: z.nullable(z.number()),
  total: z.nullable(z.number()),
  lines: z.array(approvalLineSchema),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;
export const pendingApprovalsSchema = z.array(pendingApprovalSchema);

export const approvalParamsSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(/^\d{1,12}$/, 'An order number is digits')),
});

/** POST /api/approvals/{orderNumber}/approve: optional changed quantities (0 removes a line) before approving. */
export const approveOrderSchema = z.strictObject({
  lines: z.optional(
    z
      .array(
        z.strictObject({
          lineNo: z.number().check(z.int(), z.positive(), z.lte(32_767)),
          quantity: z.number().check(z.gte(0, 'Quantity cannot be negative'), z.lte(99_999_999.99)),
        }),
      )
      .check(z.maxLength(1000)),
  ),
});
export type ApproveOrder = z.infer<typeof approveOrderSchema>;

export const rejectOrderSchema = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A reason is required'),
      z.maxLength(200, 'The reason is limited to 200 characters'),
    ),
});
export type RejectOrder = z.infer<typeof rejectOrderSchema>;

/** What an approval or rejection did; message says it in a sentence (a moved delivery date included). */
export const approvalResultSchema = z.strictObject({
  orderNumber: z.string(),
  status: z.string(),
  deliveryDate: z.nullable(isoDateSchema),
  movedFrom: z.nullable(isoDateSchema),
  message: z.string(),
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;
