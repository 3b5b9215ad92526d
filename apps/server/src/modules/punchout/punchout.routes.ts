import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** Expired sessions are swept this often besides on every setup and code exchange. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

export const punchoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { punchout } = services;

  endpointRoute(
    app,
    endpoints.createPunchoutMessage,
    { access: { menu: 'CheckOut', customer: true, punchout: 'required' } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return punchout.createMessage(req.ctx);
    },
  );
  endpointRoute(app, endpoints.getPunchoutSessions, { access: { admin: true } }, async () => punchout.openSessions());

  const timer = setInterval(() => {
    punchout.sweepExpired().catch((err: unknown) => app.log.warn({ err }, 'punchout sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
