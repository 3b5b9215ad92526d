import {
  exportConsumerSchema,
  exportOrderSchema,
  exportPageSchema,
  exportPaymentSchema,
  exportQuerySchema,
  importKindSchema,
  importQuerySchema,
  importResultSchema,
  orderAckBodySchema,
  orderAckParamsSchema,
  orderAckSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  type ImportKind,
} from '../integration.ts';
import { defineEndpoint } from './define.ts';

/** What an import accepts: CSV with a header row, or JSON lines (decision 163). */
export const importFileTypes = ['text/csv', 'application/x-ndjson', 'application/jsonl', 'application/x-jsonlines'];

/** One import endpoint per kind; the body is the file itself, streamed (not JSON). */
const importEndpoint = <K extends ImportKind>(kind: K) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/integration/import/${kind}`,
    tags: ['integration'],
    summary: `Imports a ${kind} file (CSV with a header row, or JSON lines); it applies whole or not at all`,
    apiKey: true,
    consumes: importFileTypes,
    query: importQuerySchema,
    status: 200,
    response: importResultSchema,
    errors: [415],
    // A file with a rejected row applies nothing and lists every rejected row.
    otherResponses: { 422: importResultSchema },
  });

/** The import endpoints by kind (every kind of importKindSchema has one). */
export const importEndpoints = Object.fromEntries(
  importKindSchema.options.map((kind) => [kind, importEndpoint(kind)]),
) as { [K in ImportKind]: ReturnType<typeof importEndpoint<K>> };

/** The integration API for the distributor's ERP, called with an API key (decisions 160-162). */
export const integrationEndpoints = {
  exportOrders: defineEndpoint({
    method: 'GET',
    path: '/api/integration/orders',
    tags: ['integration'],
    summary: 'New orders after the cursor, each exactly once; ask again with next',
    apiKey: true,
    query: exportQuerySchema,
    status: 200,
    response: exportPageSchema(exportOrderSchema),
    errors: [],
  }),
  exportPayments: defineEndpoint({
    method: 'GET',
    path: '/api/integration/payments',
    tags: ['integration'],
    summary: 'New payments after the cursor, each exactly once; ask again with next',
    apiKey: true,
    query: exportQuerySchema,
    status: 200,
    response: exportPageSchema(exportPaymentSchema),
    errors: [],
  }),
  exportConsumers: defineEndpoint({
    method: 'GET',
    path: '/api/integration/consumers',
    tags: ['integration'],
    summary: 'New consumers after the cursor, each exactly once; ask again with next',
    apiKey: true,
    query: exportQuerySchema,
    status: 200,
    response: exportPageSchema(exportConsumerSchema),
    errors: [],
  }),
  acknowledgeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/integration/orders/:orderNumber/ack',
    tags: ['integration'],
    summary: "Records the ERP's number of an order it has taken over, shown in order history (scope ack:orders)",
    apiKey: true,
    params: orderAckParamsSchema,
    body: orderAckBodySchema,
    status: 200,
    response: orderAckSchema,
    errors: [404],
  }),
  getWebhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/api/integration/webhooks/deliveries',
    tags: ['integration'],
    summary: 'The webhook delivery log, newest first: each delivery with its attempts (status code, duration, error)',
    apiKey: true,
    query: webhookDeliveriesQuerySchema,
    status: 200,
    response: webhookDeliveriesSchema,
    errors: [],
  }),
};
