import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Reset and sign-up mails are sent in the background; let them finish before the process ends.
  app.addHook('onClose', async () => {
    await services.mail.idle();
    services.mail.close();
  });

  const anonymous = { access: { anonymous: true } };

  endpointRoute(app, endpoints.changePassword, { access: {} }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return services.password.change(req.ctx, req.body);
  });
  endpointRoute(app, endpoints.requestPasswordReset, anonymous, async (req) =>
    services.password.requestReset(req.body, req.ip),
  );
  endpointRoute(app, endpoints.getResetUserType, anonymous, async (req) =>
    services.password.userType(req.body.resetToken),
  );
  endpointRoute(app, endpoints.resetPassword, anonymous, async (req) => services.password.reset(req.body));
  endpointRoute(
    app,
    endpoints.savePasswordOptions,
    { access: { admin: true }, attachValidation: true },
    async (req, reply) => {
      if (req.validationError) {
        const first = req.validationError.validation?.[0];
        const field = first?.instancePath.replace(/^\//, '');
        const reason = first?.message
          ? field
            ? `${field}: ${first.message}`
            : first.message
          : req.validationError.message;
        return reply.status(400).send({ isSuccess: false, errorCode: 400, errorReason: reason });
      }
      await services.password.saveOptions(req.body);
      return { isSuccess: true };
    },
  );
};
