import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const preferencesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { preferences } = services;
  // Everyone reads the site defaults (a guest's layout and sort fall back to them); administrators set them.
  const anonymous = { access: { anonymous: true } };
  const admin = { access: { admin: true } };

  endpointRoute(app, endpoints.getUserDefaults, { access: {} }, async (req) => preferences.userDefaults(req.ctx));
  endpointRoute(app, endpoints.saveUserDefaults, { access: {} }, async (req) => {
    await preferences.setUserDefaults(req.ctx, req.body);
    return { isSuccess: true };
  });
  endpointRoute(app, endpoints.getDefaultPageLayout, anonymous, async () => ({
    DefaultPageLayout: await preferences.siteLayout(),
  }));
  endpointRoute(app, endpoints.saveDefaultPageLayout, admin, async (req) => {
    await preferences.setSiteLayout(req.body.DefaultPageLayout);
    return { isSuccess: true };
  });
  endpointRoute(app, endpoints.getDefaultPageSortBy, anonymous, async () => ({
    DefaultPageSortBy: await preferences.siteSortBy(),
  }));
  endpointRoute(app, endpoints.saveDefaultPageSortBy, admin, async (req) => {
    await preferences.setSiteSortBy(req.body.DefaultPageSortBy);
    return { isSuccess: true };
  });
};
