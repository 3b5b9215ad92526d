import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Services } from './services.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { preferencesRoutes } from './modules/preferences/preferences.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { humanCheckRoutes } from './modules/human-check/human-check.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { consumerRoutes } from './modules/consumer/consumer.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { scanDocumentsRoutes } from './modules/documents/scan-documents.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { orderGuidesRoutes } from './modules/order-guides/order-guides.routes.ts';
import { punchoutRoutes } from './modules/punchout/punchout.routes.ts';
import { punchoutEntryRoutes } from './modules/punchout/punchout-entry.routes.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { themeRoutes } from './modules/theme/theme.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { receivableDocumentsRoutes } from './modules/documents/receivable-documents.routes.ts';
import { integrationRoutes } from './modules/integration/integration.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { customerUsersRoutes } from './modules/customer-users/customer-users.routes.ts';
import { approvalsRoutes } from './modules/approvals/approvals.routes.ts';
import { notificationsRoutes, sendMailAfterCommit } from './modules/notifications/notifications.routes.ts';

/** Every feature's routes, in their groups (the order they were added in). */
export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const modules = [
    authRoutes,
    usersRoutes,
    customersRoutes,
    menuRoutes,
    settingsRoutes,
    adminRoutes,
    humanCheckRoutes,
    passwordRoutes,
    consumerRoutes,
    addressesRoutes,
    catalogRoutes,
    pricingRoutes,
    cartRoutes,
    preferencesRoutes,
    imagesRoutes,
    orderGuidesRoutes,
    punchoutRoutes,
    punchoutEntryRoutes,
    landingRoutes,
    themeRoutes,
  ];
  // Before the routes: an order's or payment's mail leaves once its route has answered (decision 521).
  sendMailAfterCommit(app, services.notifications);
  for (const module of modules) await app.register(module, { services });
  for (const module of [checkoutRoutes, documentsRoutes]) await app.register(module, { services });
  for (const module of [scanDocumentsRoutes, historyRoutes, reportsRoutes]) await app.register(module, { services });
  for (const module of [accountRoutes, paymentsRoutes, receivableDocumentsRoutes])
    await app.register(module, { services });
  await app.register(integrationRoutes, { services });
  await app.register(deliveryRoutes, { services });
  for (const module of [customerUsersRoutes, approvalsRoutes]) await app.register(module, { services });
  await app.register(notificationsRoutes, { services });
}

/** The background jobs this process runs, each stopped when the app closes. */
export function startWorkers(app: FastifyInstance, config: AppConfig, services: Services): void {
  if (config.orderReminders.worker) {
    // Order reminders (decision 503): every node may run the job; a reminder is held by one at a time, sent once.
    const job = services.delivery.reminderJob.start(config.orderReminders.intervalMs, app.log);
    app.addHook('onClose', () => job.stop());
  }
  if (config.webhooks.worker) {
    // Webhook deliveries (decision 186): every node may run the worker; a delivery is held by one at a time.
    const worker = services.integration.webhookWorker.start(config.webhooks.intervalMs, app.log);
    app.addHook('onClose', () => worker.stop());
  }
  if (config.notifications.worker) {
    // Notification mails and the weekly digest (decision 521): every node may run it; an event is held by one at a time.
    const worker = services.notifications.worker.start(config.notifications.intervalMs, app.log);
    app.addHook('onClose', () => worker.stop());
  }
}
