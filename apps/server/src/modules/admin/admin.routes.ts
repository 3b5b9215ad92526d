import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  endpointRoute(app, endpoints.getPasswordOptions, { access: { anonymous: true } }, async () =>
    services.admin.passwordOptions(),
  );

  // The distributor's maximum order total (decision 092): site-wide; submit and card checkout enforce it.
  const admin = { access: { admin: true } };
  endpointRoute(app, endpoints.getMaxOrderAmount, admin, async () => ({
    maxOrderAmount: (await services.settings.siteValues()).maxOrderAmount,
  }));
  endpointRoute(app, endpoints.saveMaxOrderAmount, admin, async (req) => {
    const [dollars = '0', cents = ''] = req.body.maxOrderAmount.split('.');
    const maxOrderAmount = `${BigInt(dollars).toString()}.${cents.padEnd(2, '0')}`;
    await services.settings.putSiteValue('maxOrderAmount', maxOrderAmount);
    return { maxOrderAmount };
  });
};
