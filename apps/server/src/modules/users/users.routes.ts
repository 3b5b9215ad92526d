import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@provender/contract';
import type { Services } from '../../services.ts';
import { compiledResponse } from '../../plugins/compiled-serializer.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/user',
    { schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: compiledResponse(userSchema) } } },
    async (req) => services.users.current(req.ctx),
  );
};
