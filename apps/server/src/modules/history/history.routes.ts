import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const orderHistoryAccess: CustomerAccess = { menu: 'OrderHistory', customer: true };
const productHistoryAccess: CustomerAccess = { menu: 'ProductHistory', customer: true };
/** Reorder fills the cart: it needs the cart's entry too (checked in the handler) and no punchout. */
/** The usual quantities serve adding to the cart (the typo guard, decision 425): the cart's entry gates them. */
const usualAccess: CustomerAccess = { menu: 'ViewCart', customer: true };
const reorderAccess: CustomerAccess = { menu: 'OrderHistory', customer: true, punchout: 'refused' };

export const historyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { history, menu } = services;

  endpointRoute(app, endpoints.getOrderHistory, { access: orderHistoryAccess }, async (req) => history.orders(req.ctx));
  endpointRoute(app, endpoints.getProductHistory, { access: productHistoryAccess }, async (req) =>
    history.products(req.ctx, req.query),
  );
  endpointRoute(app, endpoints.getUsualQuantities, { access: usualAccess }, async (req) =>
    history.usual(
      req.ctx,
      req.body.map((i) => i.productKey),
    ),
  );
  endpointRoute(app, endpoints.reorderOrder, { access: reorderAccess }, async (req) => {
    await menu.assertOpen(req.ctx, 'ViewCart');
    return history.reorder(req.ctx, req.params.id);
  });
};
