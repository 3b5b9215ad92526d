import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MenuEntry } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/**
 * The menu answer is kept per resolved menu (decision 280): resolved menus are the process cache's
 * frozen entries, so a change (or the TTL) brings a new array and a new answer.
 */
const keptMenu = (menu: MenuEntry[]) => ({ state: [menu] as const, body: () => menu });

export const menuRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { menu } = services;
  services.hotReads.route(
    app,
    endpoints.getMenu,
    { access: { anonymous: true } },
    {
      known: (req) => {
        const resolved = menu.resolveKnown(req.ctx);
        return resolved && keptMenu(resolved);
      },
      kept: async (req) => keptMenu(await menu.resolve(req.ctx)),
    },
  );
  endpointRoute(app, endpoints.logMenuVisit, { access: {} }, async (req) => menu.logVisit(req.ctx, req.params.id));
};
