import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { creditMemoDocumentParamsSchema, paymentDocumentParamsSchema } from '@provender/contract';
import type { Services } from '../../services.ts';
import type { OrderDocument } from './documents.service.ts';

const pdfResponse = z.any().describe('application/pdf');
const sendPdf = (reply: FastifyReply, document: OrderDocument) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.body);

/** Receivable documents (decision 064): Account Details opens credit memos, Make Payment its receipt. */
export const receivableDocumentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { receivableDocuments } = services;

  app.get(
    '/api/documents/creditmemo/:id',
    {
      config: { access: { menu: 'AccountDetail', customer: true, punchout: 'refused' } },
      schema: {
        tags: ['documents'],
        summary: 'A credit memo of the acting customer (by its reference, e.g. CM80001), as a PDF',
        params: creditMemoDocumentParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse },
      },
    },
    async (req, reply) => sendPdf(reply, await receivableDocuments.creditMemo(req.ctx, req.params.id)),
  );
  app.get(
    '/api/documents/payment/invoice/:id',
    {
      config: { access: { menu: 'InvoicePayment', customer: true, punchout: 'refused' } },
      schema: {
        tags: ['documents'],
        summary: "The receipt of one of the acting customer's payments (by invoicePaymentKey), as a PDF",
        params: paymentDocumentParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse },
      },
    },
    async (req, reply) => sendPdf(reply, await receivableDocuments.paymentReceipt(req.ctx, req.params.id)),
  );
};
