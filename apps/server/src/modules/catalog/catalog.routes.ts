import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListSchema,
  excludedCategoriesSchema,
  mainCategoryListSchema,
  productKeyParamSchema,
  productListQuerySchema,
  productDetailSchema,
  productListSchema,
  pushProductListSchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import type { Services } from '../../services.ts';

/** Guests browse only when the site allows them: the public menu's ViewProducts entry says so. */
const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };
/**
 * A catalog page may be kept by the caller's browser, which asks again each time with the tag it
 * holds (decision 211); shared caches never keep it.
 */
export const CATALOG_CACHE_CONTROL = 'private, no-cache';

export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog, answers } = services;

  app.get(
    '/api/product/list',
    {
      config: { access: productAccess },
      schema: {
        tags: ['catalog'],
        summary: 'A page of the products the caller may see, filtered, searched and sorted, with the total',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (req, reply) =>
      answers.send(req, reply, {
        key: await catalog.listKey(req.ctx, req.query),
        schema: productListSchema,
        compute: () => catalog.list(req.ctx, req.query),
        cacheControl: CATALOG_CACHE_CONTROL,
      }),
  );
  app.get(
    '/api/product/maincategories',
    {
      config: { access: productAccess },
      schema: {
        tags: ['catalog'],
        summary: 'Main categories, sorted by description',
        response: { 200: mainCategoryListSchema },
      },
    },
    async (req) => catalog.mainCategories(req.ctx),
  );
  app.get(
    '/api/product/categories',
    {
      config: { access: productAccess },
      schema: {
        tags: ['catalog'],
        summary: 'Categories with their main category (parent)',
        response: { 200: categoryListSchema },
      },
    },
    async (req) => catalog.categories(req.ctx),
  );
  app.get(
    '/api/product/excludedCategories',
    {
      config: { access: productAccess },
      schema: {
        tags: ['catalog'],
        summary: 'Category codes the acting customer may not see or buy',
        response: { 200: excludedCategoriesSchema },
      },
    },
    async (req) => catalog.excludedCategories(req.ctx),
  );
  app.get(
    '/api/product/pushProductKeys',
    {
      config: { access: productAccess },
      schema: { tags: ['catalog'], summary: 'Promoted products by sequence', response: { 200: pushProductListSchema } },
    },
    async (req) => catalog.pushProducts(req.ctx),
  );
  app.get(
    '/api/product/:productKey',
    {
      config: { access: productAccess },
      schema: {
        tags: ['catalog'],
        summary:
          "One product's details and its scan documents where the productDetail location is on (404 'This product is unavailable.')",
        params: productKeyParamSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (req) => catalog.product(req.ctx, req.params.productKey),
  );
};
