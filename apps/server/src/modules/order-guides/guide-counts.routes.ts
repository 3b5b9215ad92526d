import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/**
 * Pars and counts (issue 34) are part of order guides: the same menu entry and an acting customer
 * (a customer's user, a salesperson acting for one, a consumer). Punchout sessions are kept out,
 * as count mode is hidden there: their cart goes back to the buyer's system (decision 490).
 */
const countAccess: CustomerAccess = { menu: 'OrderGuides', customer: true, punchout: 'refused' };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export function registerGuideCountRoutes(app: ZodApp, services: Services) {
  const { guideCounts, menu } = services;
  endpointRoute(app, endpoints.getGuidePars, { access: countAccess }, async (req) =>
    guideCounts.pars(req.ctx, req.params.id, req.query.shipto),
  );
  endpointRoute(app, endpoints.setGuidePars, { access: countAccess }, async (req) =>
    guideCounts.setPars(req.ctx, req.params.id, req.query.shipto, req.body),
  );
  endpointRoute(app, endpoints.getSuggestedPars, { access: countAccess }, async (req) =>
    guideCounts.suggestedPars(req.ctx, req.params.id, req.query.shipto),
  );
  endpointRoute(app, endpoints.getGuideCount, { access: countAccess }, async (req) =>
    guideCounts.count(req.ctx, req.params.id, req.query.shipto),
  );
  endpointRoute(app, endpoints.saveGuideCount, { access: countAccess }, async (req) =>
    guideCounts.saveCount(req.ctx, req.params.id, req.query.shipto, req.body),
  );
  endpointRoute(app, endpoints.addGuideCountToCart, { access: countAccess }, async (req) => {
    // The cart's own entry must be open too: the count's lines go to the cart.
    await menu.assertOpen(req.ctx, 'ViewCart');
    return guideCounts.addToCart(req.ctx, req.params.id, req.query.shipto);
  });
  endpointRoute(app, endpoints.setGuideSequence, { access: countAccess }, async (req) => {
    await guideCounts.setSequence(req.ctx, req.params.id, req.body.productKeys);
    return { isSuccess: true };
  });
}
