import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const consumerAccess = { access: { menu: 'ShipToMaintenance' } satisfies RouteAccess };
const accountAccess = { access: { menu: 'ShipToMaintenance', customer: true } satisfies RouteAccess };

export const addressesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { addresses } = services;
  // Consumers: their own delivery addresses, keyed by numeric id.
  endpointRoute(app, endpoints.getConsumerAddresses, consumerAccess, async (req) => addresses.consumerList(req.ctx));
  endpointRoute(app, endpoints.addConsumerAddress, consumerAccess, async (req) =>
    addresses.consumerAdd(req.ctx, req.body),
  );
  endpointRoute(app, endpoints.updateConsumerAddress, consumerAccess, async (req) =>
    addresses.consumerUpdate(req.ctx, req.params.key, req.body),
  );
  endpointRoute(app, endpoints.deleteConsumerAddress, consumerAccess, async (req) =>
    addresses.consumerDelete(req.ctx, req.params.key),
  );
  endpointRoute(app, endpoints.logUndeliverableZip, consumerAccess, async (req) =>
    addresses.logUndeliverableZip(req.ctx, req.params.zip),
  );

  // Business customers: the acting customer's ship-tos, keyed by ship-to code (decision 022).
  endpointRoute(app, endpoints.getAccountAddresses, accountAccess, async (req) => addresses.accountList(req.ctx));
  endpointRoute(app, endpoints.addAccountAddress, accountAccess, async (req) =>
    addresses.accountAdd(req.ctx, req.body),
  );
  endpointRoute(app, endpoints.updateAccountAddress, accountAccess, async (req) =>
    addresses.accountUpdate(req.ctx, req.params.key, req.body),
  );
  endpointRoute(app, endpoints.setPrimaryAccountAddress, accountAccess, async (req) =>
    addresses.accountSetPrimary(req.ctx, req.params.key),
  );
  endpointRoute(app, endpoints.deleteAccountAddress, accountAccess, async (req) =>
    addresses.accountDelete(req.ctx, req.params.key),
  );
};
