import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  messageResponseSchema,
  passwordOptionsResultSchema,
  passwordOptionsSchema,
  passwordResetRequestSchema,
  passwordUserTypeRequestSchema,
  passwordUserTypeResponseSchema,
  resetRequestResponseSchema,
  resetRequestSchema,
} from '@provender/contract';
import type { Services } from '../../services.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Reset and sign-up mails are sent in the background; let them finish before the process ends.
  app.addHook('onClose', async () => {
    await services.mail.idle();
    services.mail.close();
  });

  app.post(
    '/api/password',
    {
      schema: {
        tags: ['password'],
        summary: "Change the signed-in user's password (current password required); ends every other session",
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return services.password.change(req.ctx, req.body);
    },
  );

  app.post(
    '/api/password/requestreset',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['password'],
        summary: 'Mail a reset link; the answer never tells whether the account exists (human check required)',
        security: [],
        body: resetRequestSchema,
        response: { 200: resetRequestResponseSchema },
      },
    },
    async (req) => services.password.requestReset(req.body, req.ip),
  );

  app.post(
    '/api/password/userType',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['password'],
        summary: 'Whether a reset link belongs to a business user; errors when the link is not usable',
        security: [],
        body: passwordUserTypeRequestSchema,
        response: { 200: passwordUserTypeResponseSchema },
      },
    },
    async (req) => services.password.userType(req.body.resetToken),
  );

  app.post(
    '/api/password/reset',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['password'],
        summary: 'Set a new password with a single-use, expiring reset link (human check required)',
        security: [],
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => services.password.reset(req.body),
  );

  app.post(
    '/api/admin/passwordOptions',
    {
      config: { access: { admin: true } },
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Set the password rules every later password must meet (minimum length from a fixed list)',
        body: passwordOptionsSchema,
        response: { 200: passwordOptionsResultSchema, 400: passwordOptionsResultSchema },
      },
    },
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
