import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, LANDING_IMAGE_MAX_BYTES, landingImageTypes } from '@provender/contract';
import { AppError } from '../../errors.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** A whole layout with long rich text fits in 2 MB; the default 1 MiB could refuse a legitimate page. */
const LAYOUT_BODY_LIMIT = 2 * 1024 * 1024;
const editors = { admin: true, menu: 'EditLandingPage' } as const;

export const landingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { landing, landingImages } = services;

  // Image uploads arrive as the raw file; the declared type only routes them here, the content decides.
  app.addContentTypeParser(
    [...landingImageTypes, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: LANDING_IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  endpointRoute(app, endpoints.getLanding, { access: { anonymous: true } }, async (req) =>
    landing.layout(req.ctx, (problems, message) => req.log.warn({ problems: problems.slice(0, 20) }, message)),
  );
  endpointRoute(app, endpoints.saveLanding, { access: editors, bodyLimit: LAYOUT_BODY_LIMIT }, async (req) =>
    landing.save(req.ctx, req.body),
  );
  endpointRoute(app, endpoints.uploadLandingImage, { access: editors }, async (req) => {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
      throw new AppError('BAD_REQUEST', 'Send the image file as the request body');
    }
    return landingImages.store(req.body);
  });
};
