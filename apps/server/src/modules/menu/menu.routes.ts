import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(app, endpoints.getMenu, { access: { anonymous: true }, compiled: true }, async (req) =>
    services.menu.resolve(req.ctx),
  );
  endpointRoute(app, endpoints.logMenuVisit, { access: {} }, async (req) =>
    services.menu.logVisit(req.ctx, req.params.id),
  );
};
