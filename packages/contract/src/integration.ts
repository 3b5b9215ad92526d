import { z } from './zod.ts';

export * from './integration-import.ts';
export * from './integration-csv.ts';

/**
 * What an integration key may do (decision 160). Reading a stream and writing back to it are
 * separate scopes: `ack:orders` records the ERP's order numbers, `export:orders` only reads the
 * orders (decision 397).
 */
export const integrationScopes = [
  'import:catalog',
  'import:customers',
  'import:prices',
  'import:orders',
  'import:receivables',
  'export:orders',
  'ack:orders',
  'export:payments',
  'export:consumers',
  'webhooks:log',
] as const;
export const integrationScopeSchema = z.enum(integrationScopes);
export type IntegrationScope = z.infer<typeof integrationScopeSchema>;

/** The header an integration sends its API key in (the Authorization header carries user tokens). */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

export const importRejectedRowSchema = z.strictObject({ line: z.number().check(z.int()), reason: z.string() });
export type ImportRejectedRow = z.infer<typeof importRejectedRowSchema>;

/**
 * The answer of an import (API and CLI): applied is false when any row was rejected, and then
 * nothing was written. Counts are of data rows; deactivated counts what a full file left out:
 * products marked inactive, or open receivable items closed (balance zero).
 */
export const importResultSchema = z.strictObject({
  kind: z.string(),
  applied: z.boolean(),
  rows: z.number().check(z.int()),
  inserted: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
  deactivated: z.number().check(z.int()),
  rejected: z.array(importRejectedRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importQuerySchema = z.strictObject({
  /**
   * A full file: products it does not list are marked inactive (products), open items it does
   * not list are closed (receivables).
   */
  full: z.optional(z.enum(['true', 'false'])),
  format: z.optional(z.enum(['csv', 'jsonl'])),
});

/** GET /api/integration/{orders,payments,consumers}?after&limit: records after the cursor, oldest first. */
export const exportQuerySchema = z.strictObject({
  after: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 100),
});

const money = z.string();
const shipToSchema = z.strictObject({
  code: z.nullable(z.string()),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});

export const exportOrderLineSchema = z.strictObject({
  lineNo: z.number().check(z.int()),
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
});

export const exportOrderSchema = z.strictObject({
  cursor: z.number().check(z.int()),
  orderNumber: z.string(),
  customerCode: z.string(),
  isConsumer: z.boolean(),
  orderDate: z.string(),
  deliveryDate: z.nullable(z.string()),
  pO_Number: z.string(),
  shipMethod: z.string(),
  shipTo: z.nullable(shipToSchema),
  specialInstruction1: z.string(),
  specialInstruction2: z.string(),
  notes: z.string(),
  status: z.string(),
  lineTotal: money,
  addOnCharges: money,
  tax: money,
  total: money,
  erpOrderNumber: z.nullable(z.string()),
  lines: z.array(exportOrderLineSchema),
});
export type ExportOrder = z.infer<typeof exportOrderSchema>;

export const exportPaymentSchema = z.strictObject({
  cursor: z.number().check(z.int()),
  paymentId: z.number().check(z.int()),
  customerCode: z.string(),
  paymentDate: z.string(),
  amount: money,
  method: z.string(),
  status: z.string(),
  reference: z.string(),
  transactionId: z.nullable(z.string()),
  applications: z.array(z.strictObject({ arCode: z.string(), reference: z.string(), amount: money })),
});

export const exportConsumerSchema = z.strictObject({
  cursor: z.number().check(z.int()),
  customerCode: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  createdAt: z.string(),
});

/** A page of one export stream; `next` is the cursor to ask with next time (the last record's). */
export const exportPageSchema = <T extends z.ZodMiniType>(record: T) =>
  z.strictObject({ records: z.array(record), next: z.number().check(z.int()), hasMore: z.boolean() });

export const orderAckParamsSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(/^\d{1,12}$/, 'An order number')),
});
export const orderAckBodySchema = z.strictObject({
  erpOrderNumber: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(30), z.regex(/^[A-Za-z0-9._\-/]+$/, 'An ERP order number')),
});
export const orderAckSchema = z.strictObject({ orderNumber: z.string(), erpOrderNumber: z.string() });

/** What a webhook endpoint can be sent (decision 185): each is a record of an export stream. */
export const webhookEventTypes = ['order.created', 'payment.created', 'consumer.created'] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** GET /api/integration/webhooks/deliveries: the delivery log, newest first, `before` pages back. */
export const webhookDeliveriesQuerySchema = z.strictObject({
  endpoint: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  status: z.optional(z.enum(['pending', 'delivered', 'failed'])),
  eventId: z.optional(z.uuid()),
  before: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});

export const webhookAttemptSchema = z.strictObject({
  attempt: z.number().check(z.int()),
  attemptedAt: z.string(),
  /** The receiver's HTTP status; null when it did not answer (refused, timed out). */
  statusCode: z.nullable(z.number().check(z.int())),
  durationMs: z.number().check(z.int()),
  error: z.nullable(z.string()),
});

export const webhookDeliverySchema = z.strictObject({
  id: z.number().check(z.int()),
  endpoint: z.string(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  /** The export stream's cursor of the record the event carries. */
  cursor: z.number().check(z.int()),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.strictObject({ deliveries: z.array(webhookDeliverySchema) });
