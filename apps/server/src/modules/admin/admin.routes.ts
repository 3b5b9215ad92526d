import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordOptionsSchema } from '@provender/contract';
import type { Services } from '../../services.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/admin/passwordOptions',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['admin'],
        summary: 'Password rules (anonymous: sign-up and reset screens show them)',
        security: [],
        response: { 200: passwordOptionsSchema },
      },
    },
    async () => services.admin.passwordOptions(),
  );
};
