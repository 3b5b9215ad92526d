import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { punchoutMessageSchema, punchoutSessionListSchema } from '@provender/contract';
import type { Services } from '../../services.ts';

/** Expired sessions are swept this often besides on every setup and code exchange. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

export const punchoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { punchout } = services;

  app.post(
    '/api/punchout/createmessage',
    {
      config: { access: { menu: 'CheckOut', customer: true, punchout: 'required' } },
      schema: {
        tags: ['punchout'],
        summary:
          "The cart as the buyer's system takes it back (cXML PunchOutOrderMessage or OCI fields), priced now; ends the punchout session",
        response: { 200: punchoutMessageSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return punchout.createMessage(req.ctx);
    },
  );

  app.get(
    '/api/punchout/sessions',
    {
      config: { access: { admin: true } },
      schema: {
        tags: ['punchout'],
        summary: 'Punchout sessions open now',
        response: { 200: punchoutSessionListSchema },
      },
    },
    async () => punchout.openSessions(),
  );

  const timer = setInterval(() => {
    punchout.sweepExpired().catch((err: unknown) => app.log.warn({ err }, 'punchout sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
