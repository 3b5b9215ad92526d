import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const consumerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { consumer } = services;
  const anonymous = { access: { anonymous: true } };

  endpointRoute(app, endpoints.getConsumerSettings, anonymous, async () => consumer.settings());
  endpointRoute(app, endpoints.signUpConsumer, anonymous, async (req) => consumer.signup(req.body, req.ip));
  endpointRoute(app, endpoints.verifyEmail, anonymous, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return consumer.verify(req.query.t);
  });
  endpointRoute(app, endpoints.resendVerification, anonymous, async (req) => consumer.resend(req.body, req.ip));
  endpointRoute(app, endpoints.getConsumerPreferences, { access: {} }, async (req) => consumer.preferences(req.ctx));
  endpointRoute(app, endpoints.saveConsumerPreferences, { access: {} }, async (req) =>
    consumer.savePreferences(req.ctx, req.body),
  );
};
