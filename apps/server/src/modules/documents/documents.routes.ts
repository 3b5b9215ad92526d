import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';
import type { OrderDocumentKind } from './order-pdf.ts';

/**
 * Not gated by a menu entry: consumers, who have no Documents menu, still open the confirmation
 * of the order they just placed (decision 035). Punchout sessions, which have no Documents either,
 * are refused outright (decision 052).
 */
const documentAccess: CustomerAccess = { customer: true, punchout: 'refused' };

export const documentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { documents } = services;
  const byKind = { confirmation: endpoints.getOrderConfirmation, invoice: endpoints.getOrderInvoice } as const;

  for (const kind of ['confirmation', 'invoice'] as const satisfies readonly OrderDocumentKind[]) {
    endpointRoute(app, byKind[kind], { access: documentAccess }, async (req, reply) => {
      const document = await documents.orderDocument(req.ctx, req.params.id, kind);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(document.body);
    });
  }
};
