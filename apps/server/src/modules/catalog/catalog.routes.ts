import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** Guests browse only when the site allows them: the public menu's ViewProducts entry says so. */
const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };

export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog } = services;
  const access = { access: productAccess };

  endpointRoute(app, endpoints.getProductList, access, async (req) => catalog.list(req.ctx, req.query));
  endpointRoute(app, endpoints.getMainCategories, access, async (req) => catalog.mainCategories(req.ctx));
  endpointRoute(app, endpoints.getCategories, access, async (req) => catalog.categories(req.ctx));
  endpointRoute(app, endpoints.getExcludedCategories, access, async (req) => catalog.excludedCategories(req.ctx));
  endpointRoute(app, endpoints.getPushProducts, access, async (req) => catalog.pushProducts(req.ctx));
  endpointRoute(app, endpoints.getProduct, access, async (req) => catalog.product(req.ctx, req.params.productKey));
};
