import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CUSTOMER_KEY_HEADER, INTEGRATION_KEY_HEADER, SHIP_METHOD_HEADER } from '@provender/contract';

/** OpenAPI generated from the routes' zod schemas; the docs page lives at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Provender storefront API',
        version: '1.0.0',
        description: `Bearer token from POST /api/token. Acting customer in the ${CUSTOMER_KEY_HEADER} header; a consumer's ship method in ${SHIP_METHOD_HEADER}.`,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The integration API's key (decision 160).
          apiKey: { type: 'apiKey', in: 'header', name: INTEGRATION_KEY_HEADER },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
