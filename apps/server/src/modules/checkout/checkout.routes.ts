import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const checkoutAccess: CustomerAccess = { menu: 'CheckOut', customer: true };
/** Placing an order: a punchout session transfers its cart instead (decision 052). */
const orderAccess: CustomerAccess = { ...checkoutAccess, punchout: 'refused' };

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

  endpointRoute(app, endpoints.getCartHeader, { access: checkoutAccess }, async (req) => checkout.header(req.ctx));
  endpointRoute(app, endpoints.saveCartHeader, { access: checkoutAccess }, async (req) =>
    checkout.saveHeader(req.ctx, req.body),
  );
  endpointRoute(app, endpoints.getDeliveryDates, { access: checkoutAccess }, async (req) =>
    checkout.dates(req.ctx, req.query.shipto),
  );
  endpointRoute(app, endpoints.getCartEstimate, { access: checkoutAccess }, async (req) => checkout.estimate(req.ctx));
  endpointRoute(app, endpoints.submitOrder, { access: orderAccess }, async (req, reply) => {
    if (req.ctx.userType === 'consumer') throw new AppError('FORBIDDEN', 'Consumers pay by card at checkout');
    const { result, replayed } = await checkout.submit(req.ctx, idempotencyKeyOf(req));
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return result;
  });
  endpointRoute(app, endpoints.payAndSubmit, { access: orderAccess }, async (req) => {
    if (req.ctx.userType !== 'consumer') throw new AppError('FORBIDDEN', 'Card checkout is for consumer accounts');
    return cardCheckout.checkout(req.ctx, req.body, idempotencyKeyOf(req));
  });
};
