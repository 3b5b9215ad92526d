import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoNameSchema, siteSettingsSchema, userSettingsSchema } from '@provender/contract';
import type { Services } from '../../services.ts';
import { compiledResponse } from '../../plugins/compiled-serializer.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The user's effective settings for the acting customer, with the menu",
        response: { 200: compiledResponse(userSettingsSchema) },
      },
    },
    async (req) => {
      const ctx = req.ctx;
      const [values, menu, customer] = await Promise.all([
        services.settings.effectiveValues(ctx),
        services.menu.resolve(ctx),
        ctx.customerId === null ? null : services.customers.current(ctx),
      ]);
      const { siteKey: _siteKey, allowGuest: _allowGuest, allowConsumer: _allowConsumer, ...rest } = values;
      return {
        ...rest,
        sessionType: ctx.sessionType,
        requiredPO: customer?.requiredPO ?? false,
        defaultPO: customer?.defaultPO ?? '',
        menu,
      };
    },
  );
  app.get(
    '/api/settings/site',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['settings'],
        summary: 'Site settings any visitor needs',
        security: [],
        response: { 200: siteSettingsSchema },
      },
    },
    async (req) => services.settings.siteSettings(req.ctx),
  );
  app.get(
    '/api/settings/logoname',
    {
      config: { access: { anonymous: true } },
      schema: { tags: ['settings'], summary: 'Logo image names', security: [], response: { 200: logoNameSchema } },
    },
    async () => services.settings.logoName(),
  );
};
