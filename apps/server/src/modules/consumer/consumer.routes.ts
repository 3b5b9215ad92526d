import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consumerPreferencesSchema,
  consumerResendSchema,
  consumerSettingsSchema,
  consumerSignupSchema,
  consumerVerifyQuerySchema,
  consumerVerifyResponseSchema,
  messageResponseSchema,
} from '@provender/contract';
import type { Services } from '../../services.ts';

export const consumerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/settings/consumer',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['consumer'],
        summary: 'Consumer sign-up settings: the e-mail option, its text and default, the registration message',
        security: [],
        response: { 200: consumerSettingsSchema },
      },
    },
    async () => services.consumer.settings(),
  );

  app.post(
    '/api/consumer/signup',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['consumer'],
        summary: 'Create a consumer account (only when the site allows consumers; human check required)',
        security: [],
        body: consumerSignupSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => services.consumer.signup(req.body, req.ip),
  );

  app.get(
    '/api/consumer/verify',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['consumer'],
        summary: 'Verify the e-mail address with the single-use, expiring link from the mail',
        security: [],
        querystring: consumerVerifyQuerySchema,
        response: { 200: consumerVerifyResponseSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return services.consumer.verify(req.query.t);
    },
  );

  app.post(
    '/api/consumer/resend',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['consumer'],
        summary:
          'Mail a new verification link to an unverified consumer (same answer either way; human check required)',
        security: [],
        body: consumerResendSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => services.consumer.resend(req.body, req.ip),
  );

  app.get(
    '/api/consumer',
    {
      schema: {
        tags: ['consumer'],
        summary: "The signed-in consumer's preferences",
        response: { 200: consumerPreferencesSchema },
      },
    },
    async (req) => services.consumer.preferences(req.ctx),
  );

  app.post(
    '/api/consumer',
    {
      schema: {
        tags: ['consumer'],
        summary: "Save the consumer's preferences; email must repeat the account's e-mail address",
        body: consumerPreferencesSchema,
        response: { 200: consumerPreferencesSchema },
      },
    },
    async (req) => services.consumer.savePreferences(req.ctx, req.body),
  );
};
