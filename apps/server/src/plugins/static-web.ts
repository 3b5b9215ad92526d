import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ApiError } from '@provender/contract';

/**
 * Serves the built storefront. Any GET that is not an API call, an image or a file falls back
 * to index.html so the browser router can answer (including its not-found page).
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string }) => {
  const hasWeb = existsSync(opts.webDistDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // `npm run build` leaves brotli and gzip siblings of every text file (tools/precompress.ts).
      preCompressed: true,
      maxAge: '1h',
      setHeaders(res, path) {
        if (path.includes('/assets/')) void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/img/');
    if (isPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ApiError = { code: 'NOT_FOUND', message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
});
