import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { sendJson } from '../../cache/cached-answers.ts';
import { compileSerializer } from '../../plugins/compiled-serializer.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Read from the session alone: serialized and sent before the handler returns (decision 379).
  const serialize = compileSerializer(endpoints.getUser.response);
  endpointRoute(app, endpoints.getUser, { access: {}, compiled: true }, (req, reply) =>
    sendJson(reply, serialize(services.users.current(req.ctx))),
  );
};
