import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { altchaChallengeSchema, HUMAN_CHECK_CHALLENGE_PATH } from '@provender/contract';
import type { Services } from '../../services.ts';

export const humanCheckRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    HUMAN_CHECK_CHALLENGE_PATH,
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['human check'],
        summary: 'A fresh ALTCHA proof-of-work challenge (signed, single-use, valid ten minutes)',
        security: [],
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return services.humanCheck.challenge();
    },
  );
};
