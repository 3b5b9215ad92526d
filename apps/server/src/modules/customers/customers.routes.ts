import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(app, endpoints.getCustomer, { access: { customer: true } }, async (req) =>
    services.customers.current(req.ctx),
  );
  // A salesperson's list marks the customers with no order for their next delivery (decision 502).
  endpointRoute(app, endpoints.getCustomerList, { access: {} }, async (req) =>
    services.delivery.nextDelivery.customerList(req.ctx),
  );
};
