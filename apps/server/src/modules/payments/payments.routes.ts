import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** Make Payment: business accounts only (consumers never have the entry), never in punchout. */
const paymentAccess: CustomerAccess = { menu: 'InvoicePayment', customer: true, punchout: 'refused' };

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

export const paymentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { payments } = services;

  endpointRoute(app, endpoints.getPaymentTypes, { access: paymentAccess }, async (req) => payments.types(req.ctx));
  endpointRoute(app, endpoints.makePayment, { access: paymentAccess }, async (req, reply) => {
    const { result, replayed } = await payments.pay(req.ctx, req.body, idempotencyKeyOf(req));
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return result;
  });
  // The distributor's administrators give a payment or a card order's charge back (decision 393).
  endpointRoute(app, endpoints.reversePayment, { access: { admin: true } }, async (req) =>
    payments.reversePayment(req.params.id),
  );
  endpointRoute(app, endpoints.reverseOrderCharge, { access: { admin: true } }, async (req) =>
    payments.reverseOrderCharge(req.params.orderNumber),
  );
};
