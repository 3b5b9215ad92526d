import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** Any signed-in user chooses their own mails; a punchout session has no settings (spec 01). */
const own: RouteAccess = { punchout: 'refused' };

export const notificationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { notifications } = services;
  endpointRoute(app, endpoints.getNotificationSettings, { access: own }, async (req) =>
    notifications.settingsOf(req.ctx),
  );
  endpointRoute(app, endpoints.saveNotificationSettings, { access: own }, async (req) =>
    notifications.save(req.ctx, req.body),
  );
};

/** The routes whose success commits an order, an approval or a payment, and so queues its mail (decision 521). */
export const mailingRoutes: readonly string[] = [
  endpoints.submitOrder.path,
  endpoints.payAndSubmit.path,
  endpoints.makePayment.path,
  // An approved order becomes Open and enters the export stream, which queues its confirmation.
  endpoints.approveOrder.path,
];

const installed = new WeakMap<FastifyInstance, Pick<Services['notifications'], 'worker' | 'newWorker'>>();
/**
 * The notification worker of an app built by buildApp (tests run its rounds by hand, with their
 * clock); 'new': a worker of its own, as another process of the same site runs one.
 */
export const notificationWorkerOf = (app: FastifyInstance, which: 'own' | 'new' = 'own') => {
  const n = installed.get(app);
  return which === 'own' ? n?.worker : n?.newWorker();
};

/**
 * On the root instance: once such a route has answered with success, the events its transaction
 * queued are sent (the worker would otherwise take them at its next round).
 */
export function sendMailAfterCommit(
  app: FastifyInstance,
  notifications: Pick<Services['notifications'], 'afterCommit' | 'worker' | 'newWorker'>,
) {
  installed.set(app, notifications);
  const paths = new Set(mailingRoutes);
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode < 300 && paths.has(req.routeOptions.url ?? '')) notifications.afterCommit();
  });
}
