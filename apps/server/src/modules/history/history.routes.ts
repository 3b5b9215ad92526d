import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderDocumentParamsSchema,
  orderHistorySchema,
  productHistoryQuerySchema,
  productHistorySchema,
  reorderResultSchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import type { Services } from '../../services.ts';

const orderHistoryAccess: RouteAccess = { menu: 'OrderHistory', customer: true };
const productHistoryAccess: RouteAccess = { menu: 'ProductHistory', customer: true };
/** Reorder fills the cart: it needs the cart's entry too (checked in the handler) and no punchout. */
const reorderAccess: RouteAccess = { menu: 'OrderHistory', customer: true, punchout: 'refused' };

export const historyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { history, menu } = services;

  app.get(
    '/api/history/orders',
    {
      config: { access: orderHistoryAccess },
      schema: {
        tags: ['history'],
        summary: "The acting customer's orders, newest first, with their documents",
        response: { 200: orderHistorySchema },
      },
    },
    async (req) => history.orders(req.ctx),
  );

  app.get(
    '/api/history/products',
    {
      config: { access: productHistoryAccess },
      schema: {
        tags: ['history'],
        summary: 'Invoiced lines of the acting customer, invoice dates from startDate to endDate (both optional)',
        querystring: productHistoryQuerySchema,
        response: { 200: productHistorySchema },
      },
    },
    async (req) => history.products(req.ctx, req.query),
  );

  app.post(
    '/api/history/orders/:id/reorder',
    {
      config: { access: reorderAccess },
      schema: {
        tags: ['history'],
        summary: 'Adds the lines of a past order to the cart; lines that cannot be bought now are listed',
        params: orderDocumentParamsSchema,
        response: { 200: reorderResultSchema },
      },
    },
    async (req) => {
      await menu.assertOpen(req.ctx, 'ViewCart');
      return history.reorder(req.ctx, req.params.id);
    },
  );
};
