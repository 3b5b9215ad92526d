import { z } from '../zod.ts';
import { apiErrorSchema } from '../errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The 4xx/5xx statuses an endpoint may declare beyond the ones every endpoint has. */
export type ErrorStatus = 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * Every API endpoint may answer these in the shared error shape: 400 (a request that fails its
 * schema or a header check), 401 and 403 (a token that is sent is always checked, and so is the
 * acting customer it names, also on anonymous endpoints) and 500 (details hidden). Endpoints with a
 * body add 413 and 415 (too large, not JSON).
 */
export const COMMON_ERROR_STATUSES = [400, 401, 403, 500] as const;
export const BODY_ERROR_STATUSES = [413, 415] as const;

/** A 204 answer: no body. */
export const noContent = z.null().register(z.globalRegistry, { description: 'No content' });

/** One row of the endpoint table: what the server registers and the browser calls. */
export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from params. */
  path: `/${string}`;
  /** One line for /api/docs and generated clients (every operation has one). */
  summary: string;
  /**
   * The OpenAPI operationId, only when the derived one (operationIdFor: method and path) must not
   * be used: two rows whose names collide, or a moved path that keeps its old name (decision 415).
   */
  operationId?: string;
  tags: readonly string[];
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The success status and its body (noContent for 204). */
  status: 200 | 201 | 204;
  response: z.ZodMiniType;
  /** Error statuses answered in the shared error shape beyond COMMON_ERROR_STATUSES. */
  errors: readonly ErrorStatus[];
  /** Answers whose body is not the shared error shape (OAuth errors, the spec's result objects). */
  otherResponses?: Readonly<Partial<Record<number, z.ZodMiniType>>>;
  /** Callable without a token (OpenAPI shows no security requirement). */
  public?: boolean;
  /** Called by integrations with an API key instead of a user's token (decision 160). */
  apiKey?: boolean;
  consumes?: readonly string[];
  produces?: readonly string[];
}

export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** Every answer of an endpoint by status: success, declared errors, and the common ones. */
export function responsesOf(endpoint: EndpointSpec): Record<number, z.ZodMiniType> {
  const responses: Record<number, z.ZodMiniType> = {};
  const bodyErrors = endpoint.body ? BODY_ERROR_STATUSES : [];
  for (const status of [...COMMON_ERROR_STATUSES, ...bodyErrors, ...endpoint.errors]) {
    responses[status] = apiErrorSchema;
  }
  Object.assign(responses, endpoint.otherResponses);
  responses[endpoint.status] = endpoint.response;
  return responses;
}

/**
 * The operationId of a method and path (decision 415): the method in lower case, then each path
 * segment after a leading /api in Pascal case (words split at any character but a letter or
 * digit, letters after the first kept as written), a `:name` segment as `By` and its name.
 * `GET /api/user` is `getUser`, `POST /api/cart/line/:id` is `postCartLineById`,
 * `POST /api/integration/import/ship-tos` is `postIntegrationImportShipTos`. Generated clients
 * name their methods so: the name changes only when the method or path does, which breaks those
 * clients anyway.
 */
export function operationIdFor(method: string, path: string): string {
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'api') segments.shift();
  const words = segments.flatMap((segment) =>
    segment.startsWith(':') ? ['By', pascal(segment.slice(1))] : segment.split(/[^A-Za-z0-9]+/).map(pascal),
  );
  return method.toLowerCase() + words.join('');
}

/** The row's OpenAPI operationId: the one it declares, else the one derived from its method and path. */
export const operationIdOf = (endpoint: EndpointSpec): string =>
  endpoint.operationId ?? operationIdFor(endpoint.method, endpoint.path);

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodMiniType }
  ? S
  : undefined;

/** What a caller sends: params and body when the endpoint has them, query optionally. */
export type EndpointInput<E extends EndpointSpec> = (SchemaOf<E, 'params'> extends z.ZodMiniType
  ? { params: z.input<SchemaOf<E, 'params'>> }
  : { params?: undefined }) &
  (SchemaOf<E, 'query'> extends z.ZodMiniType ? { query?: z.input<SchemaOf<E, 'query'>> } : { query?: undefined }) &
  (SchemaOf<E, 'body'> extends z.ZodMiniType ? { body: z.input<SchemaOf<E, 'body'>> } : { body?: undefined });

/** What the server's handler receives after validation. */
export type EndpointParams<E extends EndpointSpec> =
  SchemaOf<E, 'params'> extends z.ZodMiniType ? z.output<SchemaOf<E, 'params'>> : unknown;
export type EndpointQuery<E extends EndpointSpec> =
  SchemaOf<E, 'query'> extends z.ZodMiniType ? z.output<SchemaOf<E, 'query'>> : unknown;
export type EndpointBody<E extends EndpointSpec> =
  SchemaOf<E, 'body'> extends z.ZodMiniType ? z.output<SchemaOf<E, 'body'>> : unknown;
/** The success body: what the browser gets back. */
export type EndpointOutput<E extends EndpointSpec> = E['status'] extends 204 ? undefined : z.output<E['response']>;

/** The path with its `:name` segments filled in (each value URL-encoded). */
export function endpointPath(endpoint: EndpointSpec, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs the ${name} parameter`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a call: the path with its params, then the query (GET documents the browser opens). */
export function endpointUrl<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return endpointPath(endpoint, params) + endpointQueryString(query);
}

/** The query string of a call ('' when empty); undefined values are left out, arrays repeat the name. */
export function endpointQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
