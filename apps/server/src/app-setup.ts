import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from './config.ts';
import type { RouteAccess } from './context.ts';
import { serializerCompiler } from './hot-reads/index.ts';
import { applyConnectionLimits } from './plugins/connection-limits.ts';
import { requestLogSerializers } from './plugins/log-serializers.ts';
import { asyncStdout } from './plugins/request-log.ts';
import { checkJsonDepth } from './routing/json-body.ts';

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

/** The request log's destination: the configured stream, or standard output written asynchronously. */
export const logDestination = (config: AppConfig) => config.logStream ?? asyncStdout();

/** The request log: silent, or at the configured level with secrets and card or bank numbers removed. */
export function loggerOptions(config: AppConfig, stream: { write(line: string): void }) {
  return config.logLevel === 'silent'
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
        stream,
      };
}

/** The hooks and compilers every request passes: body depth, connection limits, the route list, draining. */
export function installServerHooks(app: FastifyInstance, config: AppConfig): void {
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
}
