import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const themeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { theme } = services;
  const colours = { access: { menu: 'ColorMaintenance' } } as const;

  endpointRoute(app, endpoints.getTheme, { access: {} }, async (req) => theme.current(req.ctx));
  endpointRoute(app, endpoints.saveTheme, colours, async (req) => theme.save(req.ctx, req.body));
  endpointRoute(app, endpoints.deleteTheme, colours, async (req) => theme.reset(req.ctx));
  endpointRoute(app, endpoints.resetTheme, colours, async (req) => theme.reset(req.ctx));
};
