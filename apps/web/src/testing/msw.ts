import type { endpoints, importEndpoints } from '@provender/contract';
import {
  allEndpoints,
  type EndpointBody,
  type EndpointOutput,
  type EndpointSpec,
  type HttpMethod,
} from '@provender/contract';
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The fake server of the web tests (MSW, node setup): every test file gets it through the unit
 * project's setup file, it refuses any request no handler answers, and tests add handlers with
 * `server.use(...)`. Handlers are made from rows of the endpoint table (decision 250) only.
 */
export const server = setupServer();

type Table = typeof endpoints;
type Imports = typeof importEndpoints;
/** A row of the endpoint table: a handler for a path or method the table does not list is a type error. */
export type TableEndpoint = Table[keyof Table] | Imports[keyof Imports];

/** What a handler gets: the request, the path's params as MSW parsed them, and the JSON body. */
export interface EndpointRequest<E extends EndpointSpec> {
  request: Request;
  params: PathParams;
  /** The JSON body checked against the row's body schema: a browser that sends another shape fails the test. */
  body: () => Promise<EndpointBody<E>>;
}

/**
 * What a handler answers: the endpoint's success body (sent as JSON with the table's status, no
 * body for a 204) or any Response (an error in the shared shape, an outage, `HttpResponse.error()`).
 */
export type EndpointAnswer<E extends EndpointSpec> = EndpointOutput<E> | Response;

const methods: Record<HttpMethod, typeof http.get> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/** The success answer of an endpoint as the server sends it. */
export function successOf<E extends EndpointSpec>(endpoint: E, body: EndpointOutput<E>): Response {
  if (endpoint.status === 204) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(body as never, { status: endpoint.status });
}

/** One endpoint's handler: its method and path come from the table row, its body is typed by it. */
export function endpointHandler<E extends TableEndpoint>(
  endpoint: E,
  resolve: (request: EndpointRequest<E>) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>,
): HttpHandler {
  return methods[endpoint.method](endpoint.path, async ({ request, params }) => {
    const body = async () => {
      const json = (await request.clone().json()) as unknown;
      const row: EndpointSpec = endpoint;
      return (row.body ? row.body.parse(json) : json) as EndpointBody<E>;
    };
    const answer = await resolve({ request, params, body });
    return answer instanceof Response ? answer : successOf(endpoint, answer);
  });
}

/** An answer in the shared error shape (code, message, errors), as every endpoint may give. */
export function errorAnswer(status: number, code: string, message: string, errors?: string[]): Response {
  return HttpResponse.json(errors ? { code, message, errors } : { code, message }, { status });
}

/**
 * Every row of the table, static paths before the ones with `:params` (so `/api/x/list` is not
 * taken for `/api/x/:id`); handlers made from it in this order match as the server's router does.
 */
export const tableRows: readonly TableEndpoint[] = [...(allEndpoints as readonly TableEndpoint[])].sort(
  (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
);
