import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/**
 * The next delivery in view (decision 501): whoever may check out, never a punchout session, whose
 * order arrives later as the buyer's purchase order. Reminders: the signed-in customer user's own.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { nextDelivery, orderReminderSettings } = services.delivery;
  endpointRoute(
    app,
    endpoints.getNextDelivery,
    { access: { menu: 'CheckOut', customer: true, punchout: 'refused' } },
    async (req) => nextDelivery.forRequest(req.ctx, req.query.shipto),
  );
  endpointRoute(app, endpoints.getOrderReminder, { access: {} }, async (req) => orderReminderSettings.get(req.ctx));
  endpointRoute(app, endpoints.saveOrderReminder, { access: {} }, async (req) =>
    orderReminderSettings.save(req.ctx, req.body),
  );
};
