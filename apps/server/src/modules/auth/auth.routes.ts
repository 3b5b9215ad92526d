import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { AppError } from '../../errors.ts';
import { loggableError } from '../../db/errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(
    app,
    endpoints.createToken,
    {
      access: { anonymous: true },
      attachValidation: true,
      // Failures before the handler (malformed or oversize body, a bad bearer header) keep the
      // OAuth error shape the response schema promises; the shared handler's shape would not serialize.
      errorHandler(err, req, typedReply) {
        // Any status may come from here (413, 415, 500), not only the ones the schema lists.
        const reply = typedReply as unknown as FastifyReply;
        const status = err instanceof AppError ? err.status : (err.statusCode ?? 500);
        if (status >= 500) {
          req.log.error({ err: loggableError(err) }, 'token request failed');
          return reply.status(500).send({ error: 'server_error', error_description: 'An unexpected error occurred' });
        }
        return reply.status(status).send({ error: 'invalid_request', error_description: err.message });
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const answer = req.validationError
        ? services.tokenGrants.malformed(req.body)
        : await services.tokenGrants.grant(req.body, req.ip);
      if (answer.status !== 200 && answer.retryAfterSeconds) {
        void reply.header('retry-after', String(answer.retryAfterSeconds));
      }
      return reply.status(answer.status).send(answer.body);
    },
  );
};
