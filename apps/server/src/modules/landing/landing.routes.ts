import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LANDING_IMAGE_MAX_BYTES,
  landingImageTypes,
  landingImageUploadSchema,
  landingLayoutSchema,
} from '@provender/contract';
import { AppError } from '../../errors.ts';
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

  app.get(
    '/api/landing',
    {
      config: { access: { anonymous: true } },
      schema: {
        tags: ['landing'],
        summary: 'The landing page layout (guests only when the site allows them)',
        security: [],
        response: { 200: landingLayoutSchema },
      },
    },
    async (req) => landing.layout(req.ctx),
  );
  app.post(
    '/api/landing',
    {
      config: { access: editors },
      bodyLimit: LAYOUT_BODY_LIMIT,
      schema: {
        tags: ['landing'],
        summary: 'Saves the landing page layout (administrators with EditLandingPage)',
        body: landingLayoutSchema,
        response: { 200: landingLayoutSchema },
      },
    },
    async (req) => landing.save(req.ctx, req.body),
  );
  app.post(
    '/api/landing/image',
    {
      config: { access: editors },
      schema: {
        tags: ['landing'],
        summary: 'Stores an image for the landing page (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB) and names it',
        response: { 201: landingImageUploadSchema },
      },
    },
    async (req, reply) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
        throw new AppError('BAD_REQUEST', 'Send the image file as the request body');
      }
      return reply.status(201).send(await landingImages.store(req.body));
    },
  );
};
