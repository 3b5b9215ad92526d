import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CartMessages,
  cartLineIdParamSchema,
  cartLinePayloadListSchema,
  cartLinePayloadSchema,
  cartLineSchema,
  cartLinesResponseSchema,
  cartSchema,
  cartValidateResponseSchema,
  cartWriteQuerySchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { compiledResponse } from '../../plugins/compiled-serializer.ts';

const cartAccess: RouteAccess = { menu: 'ViewCart', customer: true };
/**
 * Adding is open to guests only so that they get the spec's sign-in message instead of a bare
 * 401 (a 401 would end a session the guest does not have).
 */
const addAccess: RouteAccess = { anonymous: true };

export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { cart, menu } = services;

  async function buyersOnly(req: FastifyRequest) {
    if (!req.ctx.user) throw new AppError('FORBIDDEN', CartMessages.signInToAdd);
    await menu.assertOpen(req.ctx, 'ViewCart');
    if (req.ctx.customerId === null) throw new AppError('BAD_REQUEST', 'Choose a customer first');
  }

  app.get(
    '/api/cart',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['cart'],
        summary: 'The cart of the user for the acting customer, priced now',
        response: { 200: compiledResponse(cartSchema) },
      },
    },
    async (req) => cart.get(req.ctx),
  );
  app.delete(
    '/api/cart',
    { config: { access: cartAccess }, schema: { tags: ['cart'], summary: 'Removes every line from the cart' } },
    async (req, reply) => {
      await cart.clear(req.ctx);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/cart/line',
    {
      config: { access: addAccess },
      preHandler: buyersOnly,
      schema: {
        tags: ['cart'],
        summary: 'Adds a line (merged with the same product and sell-by unit); 409 {message, errors} when refused',
        querystring: cartWriteQuerySchema,
        body: cartLinePayloadSchema,
        response: { 200: cartLineSchema },
      },
    },
    async (req) => cart.addLine(req.ctx, req.body, req.query.confirmQuantity ?? false),
  );
  app.post(
    '/api/cart/line/:id',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['cart'],
        summary: "Changes a line's quantity, price unit, override price and notes; 409 {message, errors} when refused",
        params: cartLineIdParamSchema,
        querystring: cartWriteQuerySchema,
        body: cartLinePayloadSchema,
        response: { 200: cartLineSchema },
      },
    },
    async (req) => cart.editLine(req.ctx, req.params.id, req.body, req.query.confirmQuantity ?? false),
  );
  app.delete(
    '/api/cart/line/:id',
    {
      config: { access: cartAccess },
      schema: { tags: ['cart'], summary: 'Removes one line', params: cartLineIdParamSchema },
    },
    async (req, reply) => {
      await cart.deleteLine(req.ctx, req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/cart/lines',
    {
      config: { access: addAccess },
      preHandler: buyersOnly,
      schema: {
        tags: ['cart'],
        summary: 'Adds several lines, all or none (quick entry)',
        querystring: cartWriteQuerySchema,
        body: cartLinePayloadListSchema,
        response: { 200: cartLinesResponseSchema },
      },
    },
    async (req) => cart.addLines(req.ctx, req.body, req.query.confirmQuantity ?? false),
  );
  app.post(
    '/api/cart/validate',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['cart'],
        summary: 'The errors the given lines would meet if added (line errors as a data list)',
        querystring: cartWriteQuerySchema,
        body: cartLinePayloadListSchema,
        response: { 200: cartValidateResponseSchema },
      },
    },
    async (req) => {
      const data = await cart.validate(req.ctx, req.body, req.query.confirmQuantity ?? false);
      return { isSuccess: data.length === 0, data };
    },
  );
};
