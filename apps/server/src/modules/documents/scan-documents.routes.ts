import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { CustomerAccess, RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';
import type { ScanFile } from './scan-documents.service.ts';

/** Order scans go with order history; punchout sessions have none (decision 052). */
const orderScanAccess: CustomerAccess = { customer: true, punchout: 'refused' };
/** Spec sheets go with the product pages. */
const productScanAccess: RouteAccess = { menu: 'ViewProducts' };

const sendScan = (reply: FastifyReply, file: ScanFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);

export const scanDocumentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { scanDocuments } = services;

  endpointRoute(app, endpoints.getOrderScan, { access: orderScanAccess }, async (req, reply) =>
    sendScan(reply, await scanDocuments.orderScan(req.ctx, req.params.id, Number(req.params.scanId))),
  );
  endpointRoute(app, endpoints.getProductScan, { access: productScanAccess }, async (req, reply) =>
    sendScan(reply, await scanDocuments.productScan(req.ctx, req.params.id, Number(req.params.scanId))),
  );
};
