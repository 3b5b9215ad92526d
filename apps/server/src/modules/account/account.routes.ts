import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/**
 * Account screens (spec 02): each is gated by its own menu entry, which consumers never have,
 * and reads only the acting customer's receivables. Open A/R is what Make Payment pays, so it
 * follows the InvoicePayment entry.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { account } = services;

  endpointRoute(app, endpoints.getAccountSummary, { access: { menu: 'AccountSummary', customer: true } }, async (req) =>
    account.summary(req.ctx),
  );
  endpointRoute(app, endpoints.getAccountDetail, { access: { menu: 'AccountDetail', customer: true } }, async (req) =>
    account.detail(req.ctx, req.query),
  );
  endpointRoute(
    app,
    endpoints.getOpenReceivables,
    { access: { menu: 'InvoicePayment', customer: true } },
    async (req) => account.openItems(req.ctx),
  );
};
