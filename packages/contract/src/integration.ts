import { z } from 'zod';

export * from './integration-import.ts';
export * from './integration-csv.ts';

/** What an integration key may do (decision 160). */
export const integrationScopes = [
  'import:catalog',
  'import:customers',
  'import:prices',
  'import:orders',
  'import:receivables',
  'export:orders',
  'export:payments',
  'export:consumers',
  'webhooks:log',
] as const;
export const integrationScopeSchema = z.enum(integrationScopes);
export type IntegrationScope = z.infer<typeof integrationScopeSchema>;

/** The header an integration sends its API key in (the Authorization header carries user tokens). */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

export const importRejectedRowSchema = z.object({ line: z.number().int(), reason: z.string() }).strict();
export type ImportRejectedRow = z.infer<typeof importRejectedRowSchema>;

/**
 * The answer of an import (API and CLI): applied is false when any row was rejected, and then
 * nothing was written. Counts are of data rows; deactivated counts what a full file left out:
 * products marked inactive, or open receivable items closed (balance zero).
 */
export const importResultSchema = z
  .object({
    kind: z.string(),
    applied: z.boolean(),
    rows: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    deactivated: z.number().int(),
    rejected: z.array(importRejectedRowSchema),
  })
  .strict();
export type ImportResult = z.infer<typeof importResultSchema>;

export const importQuerySchema = z
  .object({
    /**
     * A full file: products it does not list are marked inactive (products), open items it does
     * not list are closed (receivables).
     */
    full: z.enum(['true', 'false']).optional(),
    format: z.enum(['csv', 'jsonl']).optional(),
  })
  .strict();

/** GET /api/integration/{orders,payments,consumers}?after&limit: records after the cursor, oldest first. */
export const exportQuerySchema = z
  .object({
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  })
  .strict();

const money = z.string();
const shipToSchema = z
  .object({
    code: z.string().nullable(),
    name: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
  })
  .strict();

export const exportOrderLineSchema = z
  .object({
    lineNo: z.number().int(),
    productCode: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    quantity: z.string(),
    unitOfMeasure_Prc: z.string(),
    unitPrice: money,
    /** The price was set by a salesperson (canChangePrice), not the price list. */
    isOverridePrice: z.boolean(),
    extension: money,
    productText1: z.string(),
    productText2: z.string(),
  })
  .strict();

export const exportOrderSchema = z
  .object({
    cursor: z.number().int(),
    orderNumber: z.string(),
    customerCode: z.string(),
    isConsumer: z.boolean(),
    orderDate: z.string(),
    deliveryDate: z.string().nullable(),
    pO_Number: z.string(),
    shipMethod: z.string(),
    shipTo: shipToSchema.nullable(),
    specialInstruction1: z.string(),
    specialInstruction2: z.string(),
    notes: z.string(),
    status: z.string(),
    lineTotal: money,
    addOnCharges: money,
    tax: money,
    total: money,
    erpOrderNumber: z.string().nullable(),
    lines: z.array(exportOrderLineSchema),
  })
  .strict();
export type ExportOrder = z.infer<typeof exportOrderSchema>;

export const exportPaymentSchema = z
  .object({
    cursor: z.number().int(),
    paymentId: z.number().int(),
    customerCode: z.string(),
    paymentDate: z.string(),
    amount: money,
    method: z.string(),
    status: z.string(),
    reference: z.string(),
    transactionId: z.string().nullable(),
    applications: z.array(z.object({ arCode: z.string(), reference: z.string(), amount: money }).strict()),
  })
  .strict();

export const exportConsumerSchema = z
  .object({
    cursor: z.number().int(),
    customerCode: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    createdAt: z.string(),
  })
  .strict();

/** A page of one export stream; `next` is the cursor to ask with next time (the last record's). */
export const exportPageSchema = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), next: z.number().int(), hasMore: z.boolean() }).strict();

export const orderAckParamsSchema = z
  .object({ orderNumber: z.string().regex(/^\d{1,12}$/, 'An order number') })
  .strict();
export const orderAckBodySchema = z
  .object({
    erpOrderNumber: z
      .string()
      .trim()
      .min(1)
      .max(30)
      .regex(/^[A-Za-z0-9._\-/]+$/, 'An ERP order number'),
  })
  .strict();
export const orderAckSchema = z.object({ orderNumber: z.string(), erpOrderNumber: z.string() }).strict();

/** What a webhook endpoint can be sent (decision 185): each is a record of an export stream. */
export const webhookEventTypes = ['order.created', 'payment.created', 'consumer.created'] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** GET /api/integration/webhooks/deliveries: the delivery log, newest first, `before` pages back. */
export const webhookDeliveriesQuerySchema = z
  .object({
    endpoint: z.string().trim().min(1).max(60).optional(),
    status: z.enum(['pending', 'delivered', 'failed']).optional(),
    eventId: z.uuid().optional(),
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const webhookAttemptSchema = z
  .object({
    attempt: z.number().int(),
    attemptedAt: z.string(),
    /** The receiver's HTTP status; null when it did not answer (refused, timed out). */
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int(),
    error: z.string().nullable(),
  })
  .strict();

export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    endpoint: z.string(),
    eventId: z.string(),
    eventType: webhookEventTypeSchema,
    /** The export stream's cursor of the record the event carries. */
    cursor: z.number().int(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.array(webhookAttemptSchema),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .strict();
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) }).strict();
