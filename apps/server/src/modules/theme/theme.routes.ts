import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { themeInputSchema, themeSchema } from '@provender/contract';
import type { Services } from '../../services.ts';

export const themeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { theme } = services;
  app.get(
    '/api/theme',
    {
      schema: {
        tags: ['theme'],
        summary: "The theme in force for the user: their own, or the site's",
        response: { 200: themeSchema },
      },
    },
    async (req) => theme.current(req.ctx),
  );
  app.post(
    '/api/theme',
    {
      config: { access: { menu: 'ColorMaintenance' } },
      schema: {
        tags: ['theme'],
        summary: "Saves the user's light or dark theme and colours",
        body: themeInputSchema,
        response: { 200: themeSchema },
      },
    },
    async (req) => theme.save(req.ctx, req.body),
  );
  app.delete(
    '/api/theme',
    {
      config: { access: { menu: 'ColorMaintenance' } },
      schema: { tags: ['theme'], summary: "Removes the user's theme", response: { 200: themeSchema } },
    },
    async (req) => theme.reset(req.ctx),
  );
  app.post(
    '/api/theme/reset',
    {
      config: { access: { menu: 'ColorMaintenance' } },
      schema: {
        tags: ['theme'],
        summary: "Resets to the site's theme (the Settings card's Reset)",
        response: { 200: themeSchema },
      },
    },
    async (req) => theme.reset(req.ctx),
  );
};
