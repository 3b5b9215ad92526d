import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  paymentDraftSchema,
  paymentResultSchema,
  paymentTypesSchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';

/** Make Payment: business accounts only (consumers never have the entry), never in punchout. */
const paymentAccess: RouteAccess = { menu: 'InvoicePayment', customer: true, punchout: 'refused' };

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

  app.get(
    '/api/payment/types',
    {
      config: { access: paymentAccess },
      schema: {
        tags: ['payments'],
        summary: 'The card issuers the distributor accepts (enRoute never) and eCheck (8) when accepted',
        response: { 200: paymentTypesSchema },
      },
    },
    async (req) => payments.types(req.ctx),
  );
  app.post(
    '/api/payment',
    {
      config: { access: paymentAccess },
      schema: {
        tags: ['payments'],
        summary:
          'Pays selected open items by card (1), eCheck (2) or by applying credits (0) in one transaction; Idempotency-Key makes a retry answer the first result',
        body: paymentDraftSchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (req, reply) => {
      const { result, replayed } = await payments.pay(req.ctx, req.body, idempotencyKeyOf(req));
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return result;
    },
  );
};
