import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { Services } from '../../services.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Read from the session alone: serialized and sent before the handler returns (decision 379).
  services.hotReads.route(
    app,
    endpoints.getUser,
    { access: {} },
    { session: (req) => services.users.current(req.ctx) },
  );
};
