import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  CUSTOMER_KEY_HEADER,
  INTEGRATION_KEY_HEADER,
  SHIP_METHOD_HEADER,
  operationIdFor,
  operationIdOf,
} from '@provender/contract';

export interface SwaggerOptions {
  /** The site's address (PUBLIC_URL): the document's one server, so clients call it by default. */
  publicUrl: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `null` in OpenAPI 3.0, as zod writes z.null() for it: the branch a nullable union adds. */
const NULL_BRANCH: Json = { type: 'string', nullable: true, enum: [null] };

/**
 * A JSON schema in OpenAPI 3.0 whose `nullable` always has a `type` beside it (decision 416):
 * 3.0 ignores `nullable` without one, so a nullable union written as `{ nullable, anyOf }` (as
 * fastify-type-provider-zod collapses `z.union([...]).nullable()`) would not take null. A union of
 * one type's literals becomes one nullable enum of that type; any other union gets a null branch.
 */
export function typedNullables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typedNullables);
  if (!isObject(value)) return value;
  const schema: Json = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, typedNullables(child)]));
  if (schema['nullable'] !== true || 'type' in schema) return schema;
  const key = Array.isArray(schema['anyOf']) ? 'anyOf' : Array.isArray(schema['oneOf']) ? 'oneOf' : undefined;
  if (!key) return schema;
  const { nullable: _nullable, [key]: union, ...rest } = schema;
  const branches = union as unknown[];
  const type = isObject(branches[0]) ? branches[0]['type'] : undefined;
  const literals = branches.every(
    (branch) =>
      isObject(branch) && branch['type'] === type && Array.isArray(branch['enum']) && Object.keys(branch).length === 2,
  );
  if (type !== undefined && literals) {
    return { ...rest, type, enum: branches.flatMap((branch) => (branch as Json)['enum'] as unknown[]), nullable: true };
  }
  return { ...rest, [key]: [...branches, NULL_BRANCH] };
}

/**
 * The zod schemas in OpenAPI 3.0 (fastify-type-provider-zod), and what an ERP's client generator
 * needs of every operation (decision 415): an operationId, from the endpoint table's row or, for a
 * route outside the table, from its method and path by the same rule. A route that declares no
 * schema is not in the document; the cXML and OCI entry points declare one with their summaries.
 */
const transform: SwaggerTransform = (input) => {
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Json;
  if (schema['hide']) return result;
  const endpoint = input.route.config?.endpoint;
  const method = Array.isArray(input.route.method) ? input.route.method.join('') : input.route.method;
  return {
    url: result.url,
    schema: {
      ...(typedNullables(schema) as Json),
      operationId: endpoint ? operationIdOf(endpoint) : operationIdFor(method, input.url),
    },
  };
};

/** OpenAPI generated from the routes' zod schemas; the docs page lives at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance, options: SwaggerOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Provender storefront API',
        version: '1.0.0',
        description:
          `Bearer token from POST /api/token. Acting customer in the ${CUSTOMER_KEY_HEADER} header; ` +
          `a consumer's ship method in ${SHIP_METHOD_HEADER}.`,
      },
      servers: [{ url: options.publicUrl.replace(/\/+$/, ''), description: 'This site (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The integration API's key (decision 160).
          apiKey: { type: 'apiKey', in: 'header', name: INTEGRATION_KEY_HEADER },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
