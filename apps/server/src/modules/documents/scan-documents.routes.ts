import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderScanParamsSchema, productScanParamsSchema } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import type { Services } from '../../services.ts';
import type { ScanFile } from './scan-documents.service.ts';

/** Order scans go with order history; punchout sessions have none (decision 052). */
const orderScanAccess: RouteAccess = { customer: true, punchout: 'refused' };
/** Spec sheets go with the product pages. */
const productScanAccess: RouteAccess = { menu: 'ViewProducts' };
const fileResponse = z.any().describe('the scanned file (PDF or image)');

const sendScan = (reply: FastifyReply, file: ScanFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);

export const scanDocumentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { scanDocuments } = services;

  app.get(
    '/api/documents/order/:id/scan/:scanId',
    {
      config: { access: orderScanAccess },
      schema: {
        tags: ['documents'],
        summary: "A scan document of one of the acting customer's orders (by order number)",
        params: orderScanParamsSchema,
        response: { 200: fileResponse },
      },
    },
    async (req, reply) =>
      sendScan(reply, await scanDocuments.orderScan(req.ctx, req.params.id, Number(req.params.scanId))),
  );

  app.get(
    '/api/documents/product/:id/scan/:scanId',
    {
      config: { access: productScanAccess },
      schema: {
        tags: ['documents'],
        summary: 'A scan document (spec sheet) of a product the caller may see',
        params: productScanParamsSchema,
        response: { 200: fileResponse },
      },
    },
    async (req, reply) =>
      sendScan(reply, await scanDocuments.productScan(req.ctx, req.params.id, Number(req.params.scanId))),
  );
};
