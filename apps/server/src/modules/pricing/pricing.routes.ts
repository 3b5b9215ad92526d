import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };
/**
 * Prices carry a tag and answer 304 to a client that holds it (decision 211), but no cache keeps
 * them: a customer's prices stay out of the browser's disk cache (decision 094).
 */
const PRICE_CACHE_CONTROL = 'no-store';

export const pricingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { pricing, answers } = services;
  const access = { access: productAccess };

  endpointRoute(app, endpoints.getPrices, access, async (req, reply) =>
    answers.send(req, reply, {
      key: await pricing.pricesKey(req.ctx, req.body),
      schema: endpoints.getPrices.response,
      compute: () => pricing.prices(req.ctx, req.body),
      cacheControl: PRICE_CACHE_CONTROL,
    }),
  );
  endpointRoute(app, endpoints.getConversion, access, async (req, reply) =>
    answers.send(req, reply, {
      key: await pricing.conversionKey(req.ctx, req.params.productKey, req.query.from),
      schema: endpoints.getConversion.response,
      compute: () => pricing.conversion(req.ctx, req.params.productKey, req.query.from),
      cacheControl: PRICE_CACHE_CONTROL,
    }),
  );
  endpointRoute(app, endpoints.getUncommitted, access, async (req) =>
    pricing.uncommitted(
      req.ctx,
      req.body.map((i) => i.productKey),
    ),
  );
};
