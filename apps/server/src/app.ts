import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangeFeed } from './cache/change-feed.ts';
import { serializerCompiler } from './hot-reads/index.ts';
import type { AppConfig } from './config.ts';
import type { RouteAccess } from './context.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestLogSerializers } from './plugins/log-serializers.ts';
import { asyncStdout, CompletionLog } from './plugins/request-log.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { requestTextPlugin } from './plugins/request-text.ts';
import { securityPlugin } from './plugins/security.ts';
import { punchoutFramingPlugin } from './modules/punchout/punchout-framing.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { checkJsonDepth } from './routing/json-body.ts';
import { applyConnectionLimits, httpServerOptions } from './plugins/connection-limits.ts';
import proxyAddr from '@fastify/proxy-addr';
import { createServices } from './services.ts';
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
import { setSiteCurrency } from '@provender/rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the mails and other background jobs queued so far have finished (tests, shutdown). */
    backgroundIdle(): Promise<void>;
    /** The order reminder job of this process (decision 503): tests run its rounds by hand. */
    orderReminders: { runOnce(): Promise<number> };
  }
}

export interface RegisteredApiRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's request schemas (zod), for the property-based fuzz suite. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}
const apiRouteLists = new WeakMap<FastifyInstance, RegisteredApiRoute[]>();
/** Every /api route of an app built by buildApp with the access it declares (the permission test walks them). */
export const registeredApiRoutes = (app: FastifyInstance): readonly RegisteredApiRoute[] =>
  apiRouteLists.get(app) ?? [];

/** Builds the whole application on an open database; main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  // The one currency setting: money is formatted and charged in it (decision 441).
  setSiteCurrency(config.currency);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: requestLogSerializers,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.newPassword',
                '*.cardNumber',
                '*.cvv2',
                '*.creditCard',
                'creditCard',
                'cardNumber',
                'cvv2',
                '*.bankAccount',
                '*.accountNumber',
                '*.routingNumber',
                'bankAccount',
              ],
              remove: true,
            },
            stream: config.logStream ?? asyncStdout(),
          },
    // One line per request, at its completion (decision 481), instead of Fastify's two.
    logController: new CompletionLog(),
    trustProxy: config.trustProxy,
    // Header, body, request and keep-alive timeouts (decision 384).
    ...httpServerOptions(config.http),
    // The router's own refusals (a malformed or too long path) answer the contract's error shape
    // too, not the framework's codes (decision 094).
    frameworkErrors: (err, _req, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      void reply
        .status(status)
        .header('cache-control', 'no-store')
        .send({ code: 'BAD_REQUEST', message: 'The request path is not valid' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every JSON body is refused past a fixed nesting depth before it is parsed (decision 382).
  checkJsonDepth(app);
  // A slow client is dropped and one address holds a bounded number of connections (decision 384).
  const trustedProxy = config.trustProxy === false ? () => false : proxyAddr.compile(config.trustProxy);
  applyConnectionLimits(app, config.http, (address) => trustedProxy(address, 0));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const apiRoutes: RegisteredApiRoute[] = [];
  apiRouteLists.set(app, apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // Every API route comes from the endpoint table (decision 250), so the browser client and
    // /api/docs cannot drift from what the server answers. /api/docs is the documentation itself;
    // /api/test/ is reserved for the probes tests register.
    const outsideTable = route.url.startsWith('/api/docs') || route.url.startsWith('/api/test/');
    if (!route.config?.endpoint && !outsideTable) {
      throw new Error(`${String(route.method)} ${route.url} is not registered from the endpoint table (endpointRoute)`);
    }
    // HEAD twins of GET routes are added by the framework and behave like their GET.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({ method, url: route.url, access: route.config?.access, schema: route.schema as never });
    }
  });
  // Answers finished while the server drains close their connection, so a keep-alive client does
  // not hold a graceful shutdown open (Fastify does this only for requests that arrive later).
  // Kept answers written past the reply pipeline read the same flag (hot-reads/raw-write.ts, decision 379).
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  // Hooks every answer passes are plain callbacks, not async functions: a promise and a turn of
  // the microtask queue per hook per request is measurable on the hot reads (decision 280).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.draining) void reply.header('connection', 'close');
    done(null, payload);
  });

  const changes = await ChangeFeed.open(database, config.cache);
  app.addHook('onClose', () => changes.close());
  const services = createServices(database.db, config, changes);
  // After the requests in flight: their documents finish, then the PDF worker processes end (decision 400).
  app.addHook('onClose', () => services.pdf.close());
  app.decorate('backgroundIdle', () => services.mail.idle());
  app.decorate('orderReminders', services.delivery.reminderJob);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(requestTextPlugin);
  await app.register(swaggerPlugin, { publicUrl: config.publicUrl });
  await app.register(requestContextPlugin, { services });
  await app.register(punchoutFramingPlugin, { services });

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

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}
