import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  importEndpoints,
  importFileTypes,
  importKindSchema,
  type EndpointOutput,
  type EndpointSpec,
  type ImportKind,
  type IntegrationScope,
} from '@provender/contract';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

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

/**
 * A page of export records after the cursor, read with one row to spare. The records are built
 * as JSON in SQL; the endpoint's response schema checks each on the way out.
 */
function exportPage<E extends EndpointSpec>(
  _endpoint: E,
  rows: { cursor: number }[],
  { after, limit }: { after: number; limit: number },
) {
  const records = rows.slice(0, limit);
  const page = { records, next: records.at(-1)?.cursor ?? after, hasMore: rows.length > limit };
  return page as EndpointOutput<E>;
}

/**
 * The integration API (decisions 160-162). Callers are integrations with an API key in the
 * x-api-key header, not users: the request-context plugin checks the key and the route's scope.
 * Import bodies are streamed straight into the importer (no body size limit, memory stays flat).
 */
export const integrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { imports, exports, webhooks } = services.integration;
  app.addContentTypeParser(importFileTypes, (_req, payload, done) => done(null, payload));

  for (const kind of importKindSchema.options) {
    endpointRoute(
      app,
      importEndpoints[kind],
      { access: { integration: importScope[kind] }, bodyLimit: Number.MAX_SAFE_INTEGER },
      async (req, reply) => {
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!importFileTypes.includes(type))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${importFileTypes.join(' or ')}`);
        const format = req.query.format ?? (type === 'text/csv' ? 'csv' : 'jsonl');
        const result = await imports.importFile(kind, req.body as Readable, {
          format,
          full: req.query.full === 'true',
        });
        return reply.status(result.applied ? 200 : 422).send(result);
      },
    );
  }

  // Exports: one more row than asked for says whether there are more.
  endpointRoute(app, endpoints.exportOrders, { access: { integration: 'export:orders' } }, async (req) =>
    exportPage(endpoints.exportOrders, await exports.orders(req.query.after, req.query.limit + 1), req.query),
  );
  endpointRoute(app, endpoints.exportPayments, { access: { integration: 'export:payments' } }, async (req) =>
    exportPage(endpoints.exportPayments, await exports.payments(req.query.after, req.query.limit + 1), req.query),
  );
  endpointRoute(app, endpoints.exportConsumers, { access: { integration: 'export:consumers' } }, async (req) =>
    exportPage(endpoints.exportConsumers, await exports.consumers(req.query.after, req.query.limit + 1), req.query),
  );

  // Acknowledging writes: a scope of its own, not export:orders' (decision 397).
  endpointRoute(app, endpoints.acknowledgeOrder, { access: { integration: 'ack:orders' } }, async (req) => {
    const { orderNumber } = req.params;
    const { erpOrderNumber } = req.body;
    if (!(await exports.acknowledge(orderNumber, erpOrderNumber)))
      throw new AppError('NOT_FOUND', `Order ${orderNumber} was not found`);
    return { orderNumber, erpOrderNumber };
  });

  endpointRoute(app, endpoints.getWebhookDeliveries, { access: { integration: 'webhooks:log' } }, async (req) => ({
    deliveries: await webhooks.deliveries(req.query),
  }));
};
