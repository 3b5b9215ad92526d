import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxOrderAmountSchema, passwordOptionsSchema } from '@provender/contract';
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

  // The distributor's maximum order total (decision 092): site-wide; submit and card checkout enforce it.
  app.get(
    '/api/admin/maxOrderAmount',
    {
      config: { access: { admin: true } },
      schema: {
        tags: ['admin'],
        summary: 'The site-wide maximum order amount (customer or user overrides may differ)',
        response: { 200: maxOrderAmountSchema },
      },
    },
    async () => ({ maxOrderAmount: (await services.settings.siteValues()).maxOrderAmount }),
  );
  app.post(
    '/api/admin/maxOrderAmount',
    {
      config: { access: { admin: true } },
      schema: {
        tags: ['admin'],
        summary: 'Sets the site-wide maximum order amount (more than 0.00, at most 999,999,999.99)',
        body: maxOrderAmountSchema,
        response: { 200: maxOrderAmountSchema },
      },
    },
    async (req) => {
      const [dollars = '0', cents = ''] = req.body.maxOrderAmount.split('.');
      const maxOrderAmount = `${BigInt(dollars).toString()}.${cents.padEnd(2, '0')}`;
      await services.settings.putSiteValue('maxOrderAmount', maxOrderAmount);
      return { maxOrderAmount };
    },
  );
};
