import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  responsesOf,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSpec,
} from '@provender/contract';
import type { ContextFor, RequestContext, RouteAccess } from '../context.ts';
import { compiledResponse } from '../hot-reads/compiled-serializer.ts';
import { checkedOnce } from './json-body-memo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table row a route was registered from (every /api route has one). */
    endpoint?: EndpointSpec;
  }
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The request a handler sees: params, query and body already validated by the table's schemas, and
 * `ctx` typed by the route's access (a CustomerContext for `customer: true`).
 */
export type EndpointRequest<E extends EndpointSpec, C extends RequestContext = RequestContext> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}> & { ctx: C };

/** What a handler answers: the success body (nothing for 204), or the reply it sent itself. */
export type EndpointAnswer<E extends EndpointSpec> =
  (E['status'] extends 204 ? undefined | void : z.input<E['response']>) | FastifyReply;

export interface EndpointRouteOptions<A extends RouteAccess = RouteAccess> {
  /** Who may call it (checked before the handler by the request-context plugin). */
  access: A;
  preHandler?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The handler reads req.validationError and answers in the endpoint's own error shape. */
  attachValidation?: boolean;
  errorHandler?: RouteOptions['errorHandler'];
  /** A body limit other than the server's (a large layout, a streamed import file). */
  bodyLimit?: number;
  /** A hot read: its success answer is written by the serializer compiled from its schema (decision 241). */
  compiled?: boolean;
  /**
   * A plain check of a large hot body (decision 300): a body it accepts is what the body schema
   * would answer unchanged, so the schema is not walked for it; a body it does not accept is
   * checked by the schema as every other body is (same answer, same messages).
   */
  plainBody?: (body: unknown) => boolean;
}

type ValidatorCompiler = NonNullable<RouteOptions['validatorCompiler']>;

/** The zod validator, passing over a body the route's plain check accepts. */
const plainBodyValidator =
  (plain: (body: unknown) => boolean): ValidatorCompiler =>
  (route) => {
    const checked = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    if (route.httpPart !== 'body') return checked;
    return (data: unknown) => (checkedOnce(data, plain) ? { value: data } : checked(data));
  };

/**
 * Registers one route from its endpoint table row (decision 250): method, path, schemas and every
 * answer come from packages/contract, so the server, the browser client and /api/docs agree.
 * The success status is the table's: 201 and 204 are set here, not in handlers.
 */
export function endpointRoute<E extends EndpointSpec, const A extends RouteAccess>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions<A>,
  handler: (req: EndpointRequest<E, ContextFor<A>>, reply: FastifyReply) => Promise<EndpointAnswer<E>> | FastifyReply,
): void {
  const finish = async (pending: Promise<EndpointAnswer<E>>, reply: FastifyReply) => {
    const answer = await pending;
    if (reply.sent || answer === reply) return answer;
    if (endpoint.status === 204) return reply.status(204).send();
    if (endpoint.status !== 200) void reply.status(endpoint.status);
    return answer;
  };
  if (options.compiled) compiledResponse(endpoint.response);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: options.access, endpoint },
    ...(options.attachValidation ? { attachValidation: true } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.plainBody ? { validatorCompiler: plainBodyValidator(options.plainBody) } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.public ? { security: [] } : {}),
      ...(endpoint.apiKey ? { security: [{ apiKey: [] }] } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint),
    },
    handler: (req, reply) => {
      const answer = handler(req as unknown as EndpointRequest<E, ContextFor<A>>, reply as unknown as FastifyReply);
      // A kept answer is sent before its handler returns (decision 379): nothing is left to wait on.
      if (answer === reply) return undefined;
      return finish(answer as Promise<EndpointAnswer<E>>, reply as unknown as FastifyReply);
    },
  });
}
