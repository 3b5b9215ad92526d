import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  cardCheckoutRequestSchema,
  cardCheckoutResultSchema,
  cartEstimateSchema,
  cartHeaderInputSchema,
  cartHeaderStateSchema,
  deliveryDatesQuerySchema,
  deliveryDatesSchema,
  idempotencyKeySchema,
  orderResultSchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';

const checkoutAccess: RouteAccess = { menu: 'CheckOut', customer: true };
/** Placing an order: a punchout session transfers its cart instead (decision 052). */
const orderAccess: RouteAccess = { ...checkoutAccess, punchout: 'refused' };

/** The optional Idempotency-Key header (decision 033). */
function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return null;
  const parsed = idempotencyKeySchema.safeParse(value.trim());
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key header';
    throw new AppError('VALIDATION', message, { errors: [message] });
  }
  return parsed.data;
}

export const checkoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { checkout, cardCheckout } = services;

  app.get(
    '/api/cart/header',
    {
      config: { access: checkoutAccess },
      schema: {
        tags: ['checkout'],
        summary: 'The cart header with its defaults filled in, and whether it can be ordered',
        response: { 200: cartHeaderStateSchema },
      },
    },
    async (req) => checkout.header(req.ctx),
  );
  app.post(
    '/api/cart/header',
    {
      config: { access: checkoutAccess },
      schema: {
        tags: ['checkout'],
        summary: 'Stores the Delivery or Pickup step; answers isValid and the problems, one per line, in message',
        body: cartHeaderInputSchema,
        response: { 200: cartHeaderStateSchema },
      },
    },
    async (req) => checkout.saveHeader(req.ctx, req.body),
  );
  app.get(
    '/api/cart/date',
    {
      config: { access: checkoutAccess },
      schema: {
        tags: ['checkout'],
        summary:
          'Valid delivery dates for a ship-to (consumers: for their ship method): defaultDate, earliestDate, dates',
        querystring: deliveryDatesQuerySchema,
        response: { 200: deliveryDatesSchema },
      },
    },
    async (req) => checkout.dates(req.ctx, req.query.shipto),
  );
  app.get(
    '/api/checkout',
    {
      config: { access: checkoutAccess },
      schema: {
        tags: ['checkout'],
        summary: 'The cart estimate: line total, add-on charges, taxable amount, tax, total',
        response: { 200: cartEstimateSchema },
      },
    },
    async (req) => checkout.estimate(req.ctx),
  );
  app.post(
    '/api/cart/submit',
    {
      config: { access: orderAccess },
      schema: {
        tags: ['checkout'],
        summary:
          'Turns the cart into an order (business customers); Idempotency-Key makes repeats answer the same order; 409 {message, errors} when refused',
        response: { 200: orderResultSchema },
      },
    },
    async (req, reply) => {
      if (req.ctx.userType === 'consumer') throw new AppError('FORBIDDEN', 'Consumers pay by card at checkout');
      const { result, replayed } = await checkout.submit(req.ctx, idempotencyKeyOf(req));
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return result;
    },
  );
  app.post(
    '/api/checkout',
    {
      config: { access: orderAccess },
      schema: {
        tags: ['checkout'],
        summary:
          "A consumer's card payment and order: the card is charged, then the order placed (the charge is voided if it cannot be)",
        body: cardCheckoutRequestSchema,
        response: { 200: cardCheckoutResultSchema },
      },
    },
    async (req) => {
      if (req.ctx.userType !== 'consumer') throw new AppError('FORBIDDEN', 'Card checkout is for consumer accounts');
      return cardCheckout.checkout(req.ctx, req.body, idempotencyKeyOf(req));
    },
  );
};
