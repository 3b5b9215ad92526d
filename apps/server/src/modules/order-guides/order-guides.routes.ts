import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  orderGuideCreateSchema,
  orderGuideIdParamSchema,
  orderGuideListSchema,
  orderGuidePatchSchema,
  orderGuideResultSchema,
  type OrderGuideResult,
} from '@provender/contract';
import type { RequestContext, RouteAccess } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';

const guideAccess: RouteAccess = { menu: 'OrderGuides', customer: true };
/**
 * The products page reads the guides too (its Order Guide selector, and Standard when AllProducts
 * is closed), so reading needs ViewProducts; without OrderGuides only Standard is answered.
 */
const readAccess: RouteAccess = { menu: 'ViewProducts', customer: true };
/**
 * Writes answer {isSuccess, errorCode, errorReason} whatever the outcome, as the spec's dialogs
 * read them; a 400 may also come from the request gate (no acting customer) in the common shape.
 */
const writeResponses = {
  200: orderGuideResultSchema,
  400: z.union([orderGuideResultSchema, apiErrorSchema]),
  404: orderGuideResultSchema,
  405: orderGuideResultSchema,
  409: orderGuideResultSchema,
};

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
    if (!(err instanceof AppError) || !(err.status in writeResponses)) throw err;
    return reply.status(err.status).send({ isSuccess: false, errorCode: err.status, errorReason: err.message });
  }
}

export const orderGuidesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orderGuides, menu } = services;

  async function guidesMenuOpen(ctx: RequestContext): Promise<boolean> {
    try {
      await menu.assertOpen(ctx, 'OrderGuides');
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'MENU_LOCKED') return false;
      throw err;
    }
  }

  app.get(
    '/api/orderguide',
    {
      config: { access: readAccess },
      schema: {
        tags: ['order-guides'],
        summary:
          "The acting customer's order guides: Standard (derived, read-only) first, then the others by name (only Standard without the OrderGuides entry)",
        response: { 200: orderGuideListSchema },
      },
    },
    async (req) => {
      const guides = await orderGuides.list(req.ctx);
      return (await guidesMenuOpen(req.ctx)) ? guides : guides.filter((g) => g.isReadOnly);
    },
  );
  app.post(
    '/api/orderguide/:id',
    {
      config: { access: guideAccess },
      attachValidation: true,
      schema: {
        tags: ['order-guides'],
        summary:
          'Creates the guide named {id} (URL-encoded) with its lines; 409 when the name is taken, 405 for Standard',
        params: orderGuideIdParamSchema,
        body: orderGuideCreateSchema,
        response: writeResponses,
      },
    },
    async (req, reply) => answer(req, reply, () => orderGuides.create(req.ctx, req.params.id, req.body)),
  );
  app.patch(
    '/api/orderguide/:id',
    {
      config: { access: guideAccess },
      attachValidation: true,
      schema: {
        tags: ['order-guides'],
        summary: 'Adds, changes (isDelete false) and removes (isDelete true) products of the guide named {id}',
        params: orderGuideIdParamSchema,
        body: orderGuidePatchSchema,
        response: writeResponses,
      },
    },
    async (req, reply) => answer(req, reply, () => orderGuides.patch(req.ctx, req.params.id, req.body)),
  );
  app.delete(
    '/api/orderguide/:id',
    {
      config: { access: guideAccess },
      attachValidation: true,
      schema: {
        tags: ['order-guides'],
        summary: 'Deletes the guide named {id}; Standard cannot be deleted (405)',
        params: orderGuideIdParamSchema,
        response: writeResponses,
      },
    },
    async (req, reply) => answer(req, reply, () => orderGuides.remove(req.ctx, req.params.id)),
  );
};
