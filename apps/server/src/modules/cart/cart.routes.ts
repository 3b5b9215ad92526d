import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, CartMessages } from '@provender/contract';
import { customerContext, type CustomerAccess, type RouteAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const cartAccess: CustomerAccess = { menu: 'ViewCart', customer: true };
/**
 * Adding is open to guests only so that they get the spec's sign-in message instead of a bare
 * 401 (a 401 would end a session the guest does not have).
 */
const addAccess: RouteAccess = { anonymous: true };

export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { cart, menu } = services;

  async function buyersOnly(req: FastifyRequest) {
    if (!req.ctx.user) throw new AppError('FORBIDDEN', CartMessages.signInToAdd);
    await menu.assertOpen(req.ctx, 'ViewCart');
    customerContext(req.ctx);
  }

  /**
   * The cart's answer, kept per owner and state of what decides it (decision 290) and sent as
   * bytes, compressed once too (decision 320): a warm GET /api/cart reads nothing from the database.
   */
  services.hotReads.route(
    app,
    endpoints.getCart,
    { access: cartAccess },
    {
      scoped: { table: 'carts', alsoOn: ['cart_lines', 'catalog'] },
      known: (req) => cart.cacheableKnown(req.ctx),
      load: (req) => cart.cacheable(req.ctx),
      uncached: (req) => cart.get(req.ctx),
    },
  );
  endpointRoute(app, endpoints.clearCart, { access: cartAccess }, async (req) => cart.clear(req.ctx));
  endpointRoute(app, endpoints.addCartLine, { access: addAccess, preHandler: buyersOnly }, async (req) =>
    cart.addLine(req.ctx, req.body, req.query.confirmQuantity ?? false),
  );
  endpointRoute(app, endpoints.editCartLine, { access: cartAccess }, async (req) =>
    cart.editLine(req.ctx, req.params.id, req.body, req.query.confirmQuantity ?? false),
  );
  endpointRoute(app, endpoints.deleteCartLine, { access: cartAccess }, async (req) =>
    cart.deleteLine(req.ctx, req.params.id),
  );
  // The fill's answer is the stored lines priced, built from typed data like GET /api/cart's:
  // written by the compiled serializer (decisions 241, 340).
  endpointRoute(
    app,
    endpoints.addCartLines,
    { access: addAccess, preHandler: buyersOnly, compiled: true },
    async (req) => cart.addLines(req.ctx, req.body, req.query.confirmQuantity ?? false),
  );
  endpointRoute(app, endpoints.validateCartLines, { access: cartAccess }, async (req) => {
    const data = await cart.validate(req.ctx, req.body, req.query.confirmQuantity ?? false);
    return { isSuccess: data.length === 0, data };
  });
};
