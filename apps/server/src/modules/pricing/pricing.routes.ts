import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };

export const pricingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { pricing } = services;
  const access = { access: productAccess };

  endpointRoute(app, endpoints.getPrices, access, async (req) => pricing.prices(req.ctx, req.body));
  endpointRoute(app, endpoints.getConversion, access, async (req) =>
    pricing.conversion(req.ctx, req.params.productKey, req.query.from),
  );
  endpointRoute(app, endpoints.getUncommitted, access, async (req) =>
    pricing.uncommitted(
      req.ctx,
      req.body.map((i) => i.productKey),
    ),
  );
};
