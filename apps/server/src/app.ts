import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangeFeed } from './cache/change-feed.ts';
import { installServerHooks, logDestination, loggerOptions } from './app-setup.ts';
import { registerRoutes, startWorkers } from './app-routes.ts';
import { httpServerOptions } from './plugins/connection-limits.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { CompletionLog, lazyRequestLogger } from './plugins/request-log.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { requestTextPlugin } from './plugins/request-text.ts';
import { securityPlugin } from './plugins/security.ts';
import { punchoutFramingPlugin } from './modules/punchout/punchout-framing.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { createServices } from './services.ts';
import type { CatalogWarm } from './modules/catalog/search-indexes.ts';
import { setSiteCurrency } from '@provender/rules';

export { registeredApiRoutes, type RegisteredApiRoute } from './app-setup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the mails and other background jobs queued so far have finished (tests, shutdown). */
    backgroundIdle(): Promise<void>;
    /** The end of the catalog's warm-up as it is now: search index and product JSON (decision 550). */
    catalogWarm(): Promise<CatalogWarm | null>;
    /** The order reminder job of this process (decision 503): tests run its rounds by hand. */
    orderReminders: { runOnce(): Promise<number> };
  }
}

/** Builds the whole application on an open database; main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  // The one currency setting: money is formatted and charged in it (decision 441).
  setSiteCurrency(config.currency);
  const logStream = logDestination(config);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // One line per request, at its completion (decision 481), instead of Fastify's two.
    logController: new CompletionLog(config.logLevel, logStream),
    childLoggerFactory: lazyRequestLogger,
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
  installServerHooks(app, config);

  const changes = await ChangeFeed.open(database, config.cache);
  app.addHook('onClose', () => changes.close());
  const services = createServices(database.db, config, changes);
  // After the requests in flight: their documents finish, then the PDF worker processes end (decision 400).
  app.addHook('onClose', () => services.pdf.close());
  app.decorate('backgroundIdle', () => services.mail.idle());
  app.decorate('catalogWarm', () => services.catalog.catalogWarm());
  services.catalog.onCatalogWarm((warm) =>
    app.log.info({ catalogWarm: warm }, 'catalog warm: search index and product JSON'),
  );
  app.addHook('onClose', () => services.catalog.closeSearchIndexes());
  app.decorate('orderReminders', services.delivery.reminderJob);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(requestTextPlugin);
  await app.register(swaggerPlugin, { publicUrl: config.publicUrl });
  await app.register(requestContextPlugin, { services });
  await app.register(punchoutFramingPlugin, { services });

  await registerRoutes(app, services);
  startWorkers(app, config, services);

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}
