import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import formbody from '@fastify/formbody';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Punchout posts the cart back to the buyer's procurement system.
      formAction: ["'self'", 'https:', 'http:'],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes with these options, worked out once (decision 280). None of them
 * depends on the request (no nonces, no directive functions), so every answer gets the same list;
 * @fastify/helmet built the helmet middleware again on every request, a tenth of a hot read's time.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    // helmet drops X-Powered-By, which neither Node nor Fastify ever sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders();
  // Set on the raw response before anything else runs, as helmet did, so a route or a later hook
  // (punchout framing, the API docs' own policy) may still replace or remove one.
  // API answers are about the caller (prices, carts, accounts) unless a route says otherwise
  // (product images, catalog pages): no browser or proxy keeps them (decision 094). Set here
  // rather than in an onSend hook every answer would pass (decision 291): a route's own
  // cache-control (reply.header) takes precedence over a header set on the raw response.
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    if (req.url.startsWith('/api/')) res.setHeader('cache-control', 'no-store');
    done();
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
});
