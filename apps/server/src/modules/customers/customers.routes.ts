import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(app, endpoints.getCustomer, { access: { customer: true } }, async (req) =>
    services.customers.current(req.ctx),
  );
  endpointRoute(app, endpoints.getCustomerList, { access: {} }, async (req) => services.customers.list(req.ctx));
};
