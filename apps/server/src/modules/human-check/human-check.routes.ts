import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const humanCheckRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(app, endpoints.getHumanCheckChallenge, { access: { anonymous: true } }, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return services.humanCheck.challenge();
  });
};
