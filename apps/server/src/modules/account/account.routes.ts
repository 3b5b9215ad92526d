import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDetailQuerySchema,
  accountDetailSchema,
  accountSummarySchema,
  openReceivablesSchema,
} from '@provender/contract';
import type { Services } from '../../services.ts';

/**
 * Account screens (spec 02): each is gated by its own menu entry, which consumers never have,
 * and reads only the acting customer's receivables. Open A/R is what Make Payment pays, so it
 * follows the InvoicePayment entry.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { account } = services;

  app.get(
    '/api/account/summary',
    {
      config: { access: { menu: 'AccountSummary', customer: true } },
      schema: {
        tags: ['account'],
        summary: 'Credit and aging figures of the acting customer, computed from its open items as of today',
        response: { 200: accountSummarySchema },
      },
    },
    async (req) => account.summary(req.ctx),
  );
  app.get(
    '/api/account/detail',
    {
      config: { access: { menu: 'AccountDetail', customer: true } },
      schema: {
        tags: ['account'],
        summary: 'A/R lines (open and paid) with an invoice date between startDate and endDate, oldest first',
        querystring: accountDetailQuerySchema,
        response: { 200: accountDetailSchema },
      },
    },
    async (req) => account.detail(req.ctx, req.query),
  );
  app.get(
    '/api/account/openar',
    {
      config: { access: { menu: 'InvoicePayment', customer: true } },
      schema: {
        tags: ['account'],
        summary: 'Open receivable items (balance not zero) of the acting customer, oldest first',
        response: { 200: openReceivablesSchema },
      },
    },
    async (req) => account.openItems(req.ctx),
  );
};
