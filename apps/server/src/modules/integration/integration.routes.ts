import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  type IntegrationScope,
} from '@provender/contract';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { ExportStream } from './export.repository.ts';

const importScope: Record<ImportKind, IntegrationScope> = {
  categories: 'import:catalog',
  products: 'import:catalog',
  customers: 'import:customers',
  'ship-tos': 'import:customers',
  'price-levels': 'import:prices',
  'contract-prices': 'import:prices',
  salespeople: 'import:customers',
  'order-history': 'import:orders',
  receivables: 'import:receivables',
};
const fileTypes = ['text/csv', 'application/x-ndjson', 'application/jsonl', 'application/x-jsonlines'];

/**
 * The integration API (decisions 160-162). Callers are integrations with an API key in the
 * x-api-key header, not users: the request-context plugin checks the key and the route's scope.
 * Import bodies are streamed straight into the importer (no body size limit, memory stays flat).
 */
export const integrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { imports, exports, webhooks } = services.integration;
  app.addContentTypeParser(fileTypes, (_req, payload, done) => done(null, payload));

  for (const kind of importKindSchema.options) {
    app.post(
      `/api/integration/import/${kind}`,
      {
        config: { access: { integration: importScope[kind] } },
        bodyLimit: Number.MAX_SAFE_INTEGER,
        schema: {
          tags: ['integration'],
          summary: `Imports a ${kind} file (CSV with a header row, or JSON lines); it applies whole or not at all`,
          querystring: importQuerySchema,
          response: { 200: importResultSchema, 422: importResultSchema },
        },
      },
      async (req, reply) => {
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!fileTypes.includes(type))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${fileTypes.join(' or ')}`);
        const format = req.query.format ?? (type === 'text/csv' ? 'csv' : 'jsonl');
        const result = await imports.importFile(kind, req.body as Readable, {
          format,
          full: req.query.full === 'true',
        });
        return reply.status(result.applied ? 200 : 422).send(result);
      },
    );
  }

  const streams: { stream: ExportStream; scope: IntegrationScope; record: z.ZodType }[] = [
    { stream: 'orders', scope: 'export:orders', record: exportOrderSchema },
    { stream: 'payments', scope: 'export:payments', record: exportPaymentSchema },
    { stream: 'consumers', scope: 'export:consumers', record: exportConsumerSchema },
  ];
  for (const { stream, scope, record } of streams) {
    app.get(
      `/api/integration/${stream}`,
      {
        config: { access: { integration: scope } },
        schema: {
          tags: ['integration'],
          summary: `New ${stream} after the cursor, each exactly once; ask again with next`,
          querystring: exportQuerySchema,
          response: { 200: exportPageSchema(record) },
        },
      },
      async (req) => {
        const { after, limit } = req.query;
        const rows = await exports[stream](after, limit + 1);
        const records = rows.slice(0, limit);
        return { records, next: records.at(-1)?.cursor ?? after, hasMore: rows.length > limit };
      },
    );
  }

  app.post(
    '/api/integration/orders/:orderNumber/ack',
    {
      config: { access: { integration: 'export:orders' } },
      schema: {
        tags: ['integration'],
        summary: "Records the ERP's number of an order it has taken over (shown in order history)",
        params: orderAckParamsSchema,
        body: orderAckBodySchema,
        response: { 200: orderAckSchema },
      },
    },
    async (req) => {
      const { orderNumber } = req.params;
      const { erpOrderNumber } = req.body;
      if (!(await exports.acknowledge(orderNumber, erpOrderNumber)))
        throw new AppError('NOT_FOUND', `Order ${orderNumber} was not found`);
      return { orderNumber, erpOrderNumber };
    },
  );

  app.get(
    '/api/integration/webhooks/deliveries',
    {
      config: { access: { integration: 'webhooks:log' } },
      schema: {
        tags: ['integration'],
        summary:
          'The webhook delivery log, newest first: each delivery with its attempts (status code, duration, error)',
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesSchema },
      },
    },
    async (req) => ({ deliveries: await webhooks.deliveries(req.query) }),
  );
};
