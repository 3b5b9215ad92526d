import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
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

/**
 * The headers of a JSON API answer (decision 350, after OWASP's REST Security Cheat Sheet): no
 * browser renders, frames or caches it, so the document-only headers (COOP, Origin-Agent-Cluster,
 * DNS prefetch, download options, cross-domain policies, XSS filter, referrer policy) and the
 * page's script and style policy are left off; what is left forbids everything a document could do.
 * About 560 bytes less on every answer, which the server writes and the client reads.
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  // API answers are about the caller (prices, carts, accounts) unless a route says otherwise
  // (catalog pages): no browser or proxy keeps them (decision 094).
  ['cache-control', 'no-store'],
];

/** API_SECURITY_HEADERS as the name, value, name, value list `writeHead` takes without a header object. */
export const API_SECURITY_HEADER_LIST: readonly string[] = API_SECURITY_HEADERS.flat();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of the route's answers, chosen once when the route is registered. */
    securityHeaders?: ReadonlyArray<readonly [string, string]>;
  }
  interface FastifyRequest {
    /**
     * The request of a JSON API route, whose security headers (API_SECURITY_HEADERS) are written
     * with its answer rather than set at onRequest (decision 379).
     */
    apiHeadersDeferred: boolean;
  }
}

/** A route answering JSON from the endpoint table; the table names what anything else produces. */
const answersJson = (url: string, config: FastifyContextConfig | undefined): boolean =>
  url.startsWith('/api/') && config?.endpoint !== undefined && config.endpoint.produces === undefined;

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const pageHeaders = securityHeaders();
  // A document served from an /api/ address (a PDF, a scan) or the API's own pages (/api/docs)
  // keeps the page's headers, so the document viewer may frame it, and is not kept either.
  const apiDocumentHeaders = [...pageHeaders, ['cache-control', 'no-store'] as const];
  const fallback = (url: string) => (url.startsWith('/api/') ? API_SECURITY_HEADERS : pageHeaders);
  app.addHook('onRoute', (route) => {
    const headers = answersJson(route.url, route.config)
      ? API_SECURITY_HEADERS
      : route.url.startsWith('/api/')
        ? apiDocumentHeaders
        : pageHeaders;
    route.config = { ...route.config, securityHeaders: headers };
  });
  app.decorateRequest('apiHeadersDeferred', false);
  // Set on the raw response before anything else runs, as helmet did, so a route or a later hook
  // (punchout framing, the API docs' own policy) may still replace or remove one; a route's own
  // cache-control (reply.header) takes precedence over a header set on the raw response. Set here
  // rather than in an onSend hook every answer would pass (decision 291). An address no route
  // answers gets its 404 with the headers of what it looks like.
  //
  // A JSON API route's headers are written with its answer instead (decision 379): a kept answer
  // writes them in its one header list (`writeAnswer`), which Node stores as it is, where setting
  // them one by one on the raw response built a header object first (about 4 µs of a 32 µs warm
  // read); any other answer of the route gets them in onSend below.
  app.addHook('onRequest', (req, reply, done) => {
    const headers = req.routeOptions.config?.securityHeaders;
    if (headers === API_SECURITY_HEADERS) {
      req.apiHeadersDeferred = true;
      done();
      return;
    }
    const res = reply.raw;
    for (const [name, value] of headers ?? fallback(req.url)) res.setHeader(name, value);
    done();
  });
  // The deferred headers of an answer that goes through the reply pipeline (an error, a 304, an
  // answer serialized per request); a header the route set itself (a catalog page's
  // cache-control) is the route's.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.apiHeadersDeferred) {
      for (const [name, value] of API_SECURITY_HEADERS) if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    done(null, payload);
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
});
