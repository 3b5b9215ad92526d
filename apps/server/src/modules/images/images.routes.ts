import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@provender/contract';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';
import { isSafeImageName } from './image-names.ts';

/** Product images change rarely and keep their names; a day of caching, then revalidation by ETag. */
const IMAGE_CACHE = 'public, max-age=86400';
const FALLBACK_CACHE = 'public, max-age=300';

export const imagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { images } = services;

  app.get(
    '/img/:file',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['images'],
        summary: 'A product image by file name; the missing image when there is none',
        security: [],
        params: z.object({ file: z.string() }).strict(),
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      if (!isSafeImageName(file)) throw new AppError('BAD_REQUEST', 'Invalid image name');
      const answer = await images.image(file, req.headers['if-none-match']);
      // An SVG opened on its own must not run scripts.
      void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (answer.kind === 'not-modified')
        return reply.status(304).header('etag', answer.etag).header('cache-control', IMAGE_CACHE).send();
      void reply
        .header('content-type', answer.contentType)
        .header('etag', answer.etag)
        .header('cache-control', answer.fallback ? FALLBACK_CACHE : IMAGE_CACHE);
      if (answer.kind === 'bytes') return reply.send(answer.body);
      return reply
        .header('content-length', answer.size)
        .header('last-modified', answer.lastModified)
        .send(answer.stream);
    },
  );
  endpointRoute(app, endpoints.requestImageSync, { access: { admin: true } }, async () => images.sync());
};
