import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, isPlainPriceRequest } from '@provender/contract';
import { sendTagged } from '../../cache/cached-answers.ts';
import { compileSerializer } from '../../plugins/compiled-serializer.ts';
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

  /**
   * Price batches are as many as the products buyers look at together, so answers are not kept
   * by batch: each price is remembered per price state instead (decision 300), and the answer is
   * serialized by a function compiled from its schema. A body that is plainly well formed skips
   * the per-item schema walk (decision 300); anything else is checked by the schema as before.
   */
  const serializePrices = compileSerializer(endpoints.getPrices.response);
  endpointRoute(app, endpoints.getPrices, { ...access, plainBody: isPlainPriceRequest }, async (req, reply) =>
    sendTagged(req, reply, {
      key: await pricing.pricesKey(req.ctx, req.body),
      cacheControl: PRICE_CACHE_CONTROL,
      body: async () => serializePrices(await pricing.memoPrices(req.ctx, req.body)),
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
