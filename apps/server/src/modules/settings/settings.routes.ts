import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(app, endpoints.getUserSettings, { access: {}, compiled: true }, async (req) => {
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
  });
  endpointRoute(app, endpoints.getSiteSettings, { access: { anonymous: true } }, async (req) =>
    services.settings.siteSettings(req.ctx),
  );
  endpointRoute(app, endpoints.getLogoName, { access: { anonymous: true } }, async () => services.settings.logoName());
};
