import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, menuSchema } from '@provender/contract';
import type { Services } from '../../services.ts';
import { compiledResponse } from '../../plugins/compiled-serializer.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/menu',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['session'],
        summary: "The caller's menu entries with visible and locked flags",
        response: { 200: compiledResponse(menuSchema) },
      },
    },
    async (req) => services.menu.resolve(req.ctx),
  );
  app.post(
    '/api/menu/log/:id',
    {
      schema: {
        tags: ['session'],
        summary: 'Log a visit to a screen whose menu entry asks for it',
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      await services.menu.logVisit(req.ctx, req.params.id);
      return reply.status(204).send();
    },
  );
};
