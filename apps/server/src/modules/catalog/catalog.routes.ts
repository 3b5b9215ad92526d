import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** Guests browse only when the site allows them: the public menu's ViewProducts entry says so. */
const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };
/**
 * A catalog page may be kept by the caller's browser, which asks again each time with the tag it
 * holds (decision 211); shared caches never keep it.
 */
export const CATALOG_CACHE_CONTROL = 'private, no-cache';

export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog } = services;
  const access = { access: productAccess };

  services.hotReads.route(app, endpoints.getProductList, access, {
    tagged: async ({ ctx, query }) => ({
      key: await catalog.listKey(ctx, query),
      json: () => catalog.listJson(ctx, query),
    }),
    cacheControl: CATALOG_CACHE_CONTROL,
  });
  endpointRoute(app, endpoints.getMainCategories, access, async (req) => catalog.mainCategories(req.ctx));
  endpointRoute(app, endpoints.getCategories, access, async (req) => catalog.categories(req.ctx));
  endpointRoute(app, endpoints.getExcludedCategories, access, async (req) => catalog.excludedCategories(req.ctx));
  endpointRoute(app, endpoints.getPushProducts, access, async (req) => catalog.pushProducts(req.ctx));
  endpointRoute(app, endpoints.getProduct, access, async (req) => catalog.product(req.ctx, req.params.productKey));
};
