import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type OrderGuideResult } from '@provender/contract';
import type { CustomerAccess, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';
import { registerGuideCountRoutes } from './guide-counts.routes.ts';

const guideAccess: CustomerAccess = { menu: 'OrderGuides', customer: true };
/**
 * The products page reads the guides too (its Order Guide selector, and Standard when AllProducts
 * is closed), so reading needs ViewProducts; without OrderGuides only Standard is answered.
 */
const readAccess: CustomerAccess = { menu: 'ViewProducts', customer: true };
/** Failures writes answer as {isSuccess, errorCode, errorReason}, as the spec's dialogs read them. */
const resultStatuses = new Set([400, 404, 405, 409]);

/** The first schema problem as a sentence: the spec's own message for the name, else field and message. */
function validationReason(req: FastifyRequest): string {
  const first = req.validationError?.validation?.[0];
  if (!first) return req.validationError?.message ?? 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field && field !== 'name'
    ? `${field}: ${first.message ?? 'invalid value'}`
    : (first.message ?? 'Invalid request');
}

async function answer(req: FastifyRequest, reply: FastifyReply, write: () => Promise<void>): Promise<OrderGuideResult> {
  if (req.validationError) {
    return reply.status(400).send({ isSuccess: false, errorCode: 400, errorReason: validationReason(req) });
  }
  try {
    await write();
    return { isSuccess: true };
  } catch (err) {
    if (!(err instanceof AppError) || !resultStatuses.has(err.status)) throw err;
    return reply.status(err.status).send({ isSuccess: false, errorCode: err.status, errorReason: err.message });
  }
}

export const orderGuidesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orderGuides, guideCounts, menu } = services;

  async function guidesMenuOpen(ctx: RequestContext): Promise<boolean> {
    try {
      await menu.assertOpen(ctx, 'OrderGuides');
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'MENU_LOCKED') return false;
      throw err;
    }
  }

  endpointRoute(app, endpoints.getOrderGuides, { access: readAccess }, async (req) => {
    const guides = await orderGuides.list(req.ctx);
    return (await guidesMenuOpen(req.ctx)) ? guides : guides.filter((g) => g.isReadOnly);
  });
  const write = { access: guideAccess, attachValidation: true };
  endpointRoute(app, endpoints.createOrderGuide, write, async (req, reply) =>
    answer(req, reply, () => orderGuides.create(req.ctx, req.params.id, req.body)),
  );
  endpointRoute(app, endpoints.patchOrderGuide, write, async (req, reply) =>
    answer(req, reply, () => orderGuides.patch(req.ctx, req.params.id, req.body)),
  );
  endpointRoute(app, endpoints.deleteOrderGuide, write, async (req, reply) =>
    answer(req, reply, async () => {
      await orderGuides.remove(req.ctx, req.params.id);
      // Its pars and counts go with it, so a new guide of the same name starts without them.
      await guideCounts.forget(req.ctx, req.params.id);
    }),
  );
  registerGuideCountRoutes(app, services);
};
