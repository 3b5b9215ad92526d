import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';
import type { OrderDocument } from './documents.service.ts';

const sendPdf = (reply: FastifyReply, document: OrderDocument) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.body);

/** Receivable documents (decision 064): Account Details opens credit memos, Make Payment its receipt. */
export const receivableDocumentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { receivableDocuments } = services;

  endpointRoute(
    app,
    endpoints.getCreditMemoDocument,
    { access: { menu: 'AccountDetail', customer: true, punchout: 'refused' } },
    async (req, reply) => sendPdf(reply, await receivableDocuments.creditMemo(req.ctx, req.params.id)),
  );
  endpointRoute(
    app,
    endpoints.getPaymentReceipt,
    { access: { menu: 'InvoicePayment', customer: true, punchout: 'refused' } },
    async (req, reply) => sendPdf(reply, await receivableDocuments.paymentReceipt(req.ctx, req.params.id)),
  );
};
