import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerListSchema, customerSchema } from '@provender/contract';
import type { Services } from '../../services.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/customer',
    {
      config: { access: { customer: true } },
      schema: {
        tags: ['session'],
        summary: 'The acting customer with its ship-tos',
        response: { 200: customerSchema },
      },
    },
    async (req) => services.customers.current(req.ctx),
  );
  app.get(
    '/api/customer/list',
    {
      schema: {
        tags: ['session'],
        summary: "A salesperson's assigned customers (others: their own account)",
        response: { 200: customerListSchema },
      },
    },
    async (req) => services.customers.list(req.ctx),
  );
};
