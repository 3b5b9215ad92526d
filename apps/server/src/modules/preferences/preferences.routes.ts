import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  defaultPageLayoutSchema,
  defaultPageSortBySchema,
  defaultsResultSchema,
  userDefaultsSchema,
  userDefaultsUpdateSchema,
} from '@provender/contract';
import type { Services } from '../../services.ts';

export const preferencesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { preferences } = services;

  app.get(
    '/api/userPreferences/defaults',
    {
      schema: {
        tags: ['preferences'],
        summary: "The user's own default layout and sort (null: the site default applies)",
        response: { 200: userDefaultsSchema },
      },
    },
    async (req) => preferences.userDefaults(req.ctx),
  );
  app.post(
    '/api/userPreferences/defaults',
    {
      schema: {
        tags: ['preferences'],
        summary: "Saves the user's own default layout and/or sort",
        body: userDefaultsUpdateSchema,
        response: { 200: defaultsResultSchema },
      },
    },
    async (req) => {
      await preferences.setUserDefaults(req.ctx, req.body);
      return { isSuccess: true };
    },
  );
  // Everyone reads the site defaults (a guest's layout and sort fall back to them); administrators set them.
  app.get(
    '/api/admin/defaultPageLayout',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['admin'],
        summary: 'Site default layout (grid 0, list 1, quickEntry 2)',
        security: [],
        response: { 200: defaultPageLayoutSchema },
      },
    },
    async () => ({ DefaultPageLayout: await preferences.siteLayout() }),
  );
  app.post(
    '/api/admin/defaultPageLayout',
    {
      config: { access: { admin: true } },
      schema: {
        tags: ['admin'],
        summary: 'Sets the site default layout',
        body: defaultPageLayoutSchema,
        response: { 200: defaultsResultSchema },
      },
    },
    async (req) => {
      await preferences.setSiteLayout(req.body.DefaultPageLayout);
      return { isSuccess: true };
    },
  );
  app.get(
    '/api/admin/defaultPageSortBy',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['admin'],
        summary: 'Site default sort (description 0, sequence 1, product code 2, brand 3)',
        security: [],
        response: { 200: defaultPageSortBySchema },
      },
    },
    async () => ({ DefaultPageSortBy: await preferences.siteSortBy() }),
  );
  app.post(
    '/api/admin/defaultPageSortBy',
    {
      config: { access: { admin: true } },
      schema: {
        tags: ['admin'],
        summary: 'Sets the site default sort',
        body: defaultPageSortBySchema,
        response: { 200: defaultsResultSchema },
      },
    },
    async (req) => {
      await preferences.setSiteSortBy(req.body.DefaultPageSortBy);
      return { isSuccess: true };
    },
  );
};
