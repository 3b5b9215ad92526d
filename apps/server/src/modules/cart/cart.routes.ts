import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, CartMessages } from '@provender/contract';
import { customerContext, type CustomerAccess, type RouteAccess } from '../../context.ts';
import { encodeAnswer, sendEncoded } from '../../cache/cached-answers.ts';
import { ScopedAnswers } from '../../cache/scoped-answers.ts';
import { AppError } from '../../errors.ts';
import { compileSerializer } from '../../plugins/compiled-serializer.ts';
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
   * The cart's answer, serialized once per state of what decides it (decision 290) and sent as
   * bytes, compressed once too (decision 320): a warm GET /api/cart reads nothing from the database.
   */
  const serialize = compileSerializer(endpoints.getCart.response);
  const answers = new ScopedAnswers(services.changes, { table: 'carts', alsoOn: ['cart_lines', 'catalog'] });
  async function answerLoaded(req: FastifyRequest, reply: FastifyReply) {
    const answer = await cart.cacheable(req.ctx);
    if (answer === null) return cart.get(req.ctx);
    const encoded = await answers.get(answer.scope, answer.key, async () =>
      encodeAnswer(serialize(await answer.compute())),
    );
    return sendEncoded(req, reply, encoded);
  }
  endpointRoute(app, endpoints.getCart, { access: cartAccess, compiled: true }, (req, reply) => {
    // Kept, and everything deciding it kept too: sent at once (decisions 378, 379).
    const known = cart.cacheableKnown(req.ctx);
    const kept = known && answers.peek(known.scope, known.key);
    if (kept) return sendEncoded(req, reply, kept);
    return answerLoaded(req, reply);
  });
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
