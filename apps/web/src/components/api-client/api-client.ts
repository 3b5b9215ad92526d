import {
  apiErrorSchema,
  CUSTOMER_KEY_HEADER,
  endpointPath,
  endpointQueryString,
  SHIP_METHOD_HEADER,
  type EndpointInput,
  type EndpointOutput,
  type EndpointSpec,
} from '@provender/contract';
import { z } from 'zod/mini';
import {
  ApiRequestError,
  GENERIC_FAILURE_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-request-error.ts';
import type { ApiCredentials, ApiSession } from './api-session.ts';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests.ts';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Calls anyone may make; a 401 from them never ends the session. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Headers of this call only (an Idempotency-Key, for instance). */
  headers?: Record<string, string>;
}

/** The headers a call carries for the given credentials (spec 01 section 7). */
export function buildHeaders(credentials: ApiCredentials, withJsonBody: boolean): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (withJsonBody) headers.set('content-type', 'application/json');
  if (credentials.token) headers.set('authorization', `Bearer ${credentials.token}`);
  if (credentials.customerKey !== null) headers.set(CUSTOMER_KEY_HEADER, String(credentials.customerKey));
  if (credentials.shipMethod) headers.set(SHIP_METHOD_HEADER, credentials.shipMethod);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Turns a failed answer into an ApiRequestError with the server's code and message. Without the
 * contract's error shape a 401 reads as an expired session, anything else as the generic failure.
 */
export async function toRequestError(response: Response): Promise<ApiRequestError> {
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  if (parsed.success) {
    return new ApiRequestError(response.status, parsed.data.code, parsed.data.message, parsed.data.errors);
  }
  const message = response.status === 401 ? SESSION_EXPIRED_MESSAGE : GENERIC_FAILURE_MESSAGE;
  return new ApiRequestError(response.status, 'UNKNOWN', message);
}

/** How a call is made, beyond what the endpoint table says. */
export type CallOptions = Pick<ApiRequestOptions, 'anonymous' | 'signal' | 'headers'>;

/**
 * Calls one endpoint of the table in packages/contract (decision 250): its method and path, the
 * params, query and body its schemas type, and the answer checked against its success schema.
 */
export function callApi<E extends EndpointSpec>(
  api: ApiSession,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const path =
    endpointPath(endpoint, params as Record<string, unknown> | undefined) +
    endpointQueryString(query as Record<string, unknown> | undefined);
  const schema = endpoint.status === 204 ? z.undefined() : endpoint.response;
  return apiRequest(api, path, schema, { ...options, method: endpoint.method, body }) as Promise<EndpointOutput<E>>;
}

/**
 * Calls the API with the session's credentials and checks the answer against the contract schema.
 * A 401 on a signed-in, non-anonymous call ends the session with the server's message as reason.
 * Features call endpoints through callApi; this is its transport.
 */
export async function apiRequest<Schema extends z.ZodMiniType>(
  api: ApiSession,
  path: string,
  schema: Schema,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    const method = options.method ?? 'GET';
    const headers = buildHeaders(api, hasBody);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    // The page's first script may have asked for exactly this already (decision 368).
    const plain = method === 'GET' && !hasBody && options.headers === undefined;
    if (!plain) dropEarlyResponses();
    const early = plain ? takeEarlyResponse(path, api, performance.now()) : undefined;
    const own = () =>
      fetch(path, {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : null,
        signal: options.signal ?? null,
      });
    // An early request that failed or was given up (a stalled one is, after EARLY_RESPONSE_TTL_MS)
    // is asked again as this call's own.
    response = await (early ? early.catch(own) : own());
    // An early answer cannot be aborted; a caller that gave up gets the abort all the same.
    if (early) options.signal?.throwIfAborted();
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiRequestError(0, 'NETWORK', NETWORK_FAILURE_MESSAGE);
  }

  if (!response.ok) {
    const error = await toRequestError(response);
    if (response.status === 401 && !options.anonymous && api.token) api.onSessionEnded(error.message, api.token);
    throw error;
  }
  const parsed = schema.safeParse(response.status === 204 ? undefined : await readJson(response));
  if (!parsed.success) throw new ApiRequestError(response.status, 'INVALID_RESPONSE', GENERIC_FAILURE_MESSAGE);
  return parsed.data;
}
