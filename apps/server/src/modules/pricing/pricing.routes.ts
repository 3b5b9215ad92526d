import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, isPlainPriceRequest } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import { memoizeJsonBodies } from '../../routing/json-body-memo.ts';
import type { Services } from '../../services.ts';

const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };
/**
 * Prices carry a tag and answer 304 to a client that holds it (decision 211), but no cache keeps
 * them: a customer's prices stay out of the browser's disk cache (decision 094).
 */
const PRICE_CACHE_CONTROL = 'no-store';

export const pricingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { pricing } = services;
  const access = { access: productAccess };
  // The products page sends the same batches again: each text is parsed and checked once (decision 351).
  memoizeJsonBodies(app);

  /**
   * A price batch's answer is kept by its key (decision 211: price state and the batch's items;
   * the products page asks again for the same screen of rows), and on a miss each price comes
   * from the per-state memo, so only products not priced yet in that state are read (decision
   * 300). A body that is plainly well formed skips the per-item schema walk (decision 300).
   */
  services.hotReads.route(
    app,
    endpoints.getPrices,
    { ...access, plainBody: isPlainPriceRequest },
    {
      tagged: async ({ ctx, body }) => ({
        key: await pricing.pricesKey(ctx, body),
        compute: () => pricing.memoPrices(ctx, body),
      }),
      cacheControl: PRICE_CACHE_CONTROL,
    },
  );
  services.hotReads.route(app, endpoints.getConversion, access, {
    tagged: ({ ctx, params, query }) => pricing.conversionAnswer(ctx, params.productKey, query.from),
    cacheControl: PRICE_CACHE_CONTROL,
  });
  endpointRoute(app, endpoints.getUncommitted, access, async (req) =>
    pricing.uncommitted(
      req.ctx,
      req.body.map((i) => i.productKey),
    ),
  );
};
