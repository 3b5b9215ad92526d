import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversionQuerySchema,
  conversionSchema,
  priceRequestSchema,
  priceResponseSchema,
  productKeyParamSchema,
  uncommittedRequestSchema,
  uncommittedResponseSchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import type { Services } from '../../services.ts';

const productAccess: RouteAccess = { anonymous: true, menu: 'ViewProducts' };
/**
 * Prices carry a tag and answer 304 to a client that holds it (decision 211), but no cache keeps
 * them: a customer's prices stay out of the browser's disk cache (decision 094).
 */
const PRICE_CACHE_CONTROL = 'no-store';

export const pricingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { pricing, answers } = services;

  app.post(
    '/api/product/price',
    {
      config: { access: productAccess },
      schema: {
        tags: ['pricing'],
        summary: "The acting customer's prices for a batch of products and price-by units",
        body: priceRequestSchema,
        response: { 200: priceResponseSchema },
      },
    },
    async (req, reply) =>
      answers.send(req, reply, {
        key: await pricing.pricesKey(req.ctx, req.body),
        schema: priceResponseSchema,
        compute: () => pricing.prices(req.ctx, req.body),
        cacheControl: PRICE_CACHE_CONTROL,
      }),
  );
  app.get(
    '/api/product/:productKey/conversion',
    {
      config: { access: productAccess },
      schema: {
        tags: ['pricing'],
        summary: "Converts one unit of a product to '$': factor is its price for the acting customer",
        params: productKeyParamSchema,
        querystring: conversionQuerySchema,
        response: { 200: conversionSchema },
      },
    },
    async (req, reply) =>
      answers.send(req, reply, {
        key: await pricing.conversionKey(req.ctx, req.params.productKey, req.query.from),
        schema: conversionSchema,
        compute: () => pricing.conversion(req.ctx, req.params.productKey, req.query.from),
        cacheControl: PRICE_CACHE_CONTROL,
      }),
  );
  app.post(
    '/api/product/uncommitted',
    {
      config: { access: productAccess },
      schema: {
        tags: ['pricing'],
        summary: 'Uncommitted stock (on hand less open orders) for a batch of products, in stock units',
        body: uncommittedRequestSchema,
        response: { 200: uncommittedResponseSchema },
      },
    },
    async (req) =>
      pricing.uncommitted(
        req.ctx,
        req.body.map((i) => i.productKey),
      ),
  );
};
