import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointSpec } from '@provender/contract';
import type { ChangeFeed } from '../cache/change-feed.ts';
import type { ContextFor, RequestContext, RouteAccess } from '../context.ts';
import {
  endpointRoute,
  type EndpointAnswer,
  type EndpointRequest,
  type EndpointRouteOptions,
} from '../routing/endpoint-route.ts';
import { AnswerCache, type TaggedAnswer } from './answer-cache.ts';
import { compileSerializer } from './compiled-serializer.ts';
import { encodeAnswer } from './encoding.ts';
import { KeptAnswers } from './kept-answers.ts';
import { sendEncoded, sendJson } from './raw-write.ts';
import { ScopedAnswers } from './scoped-answers.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Body<E extends EndpointSpec> = z.output<E['response']>;

/** What a kept answer is made of: the frozen entries deciding it, a key for the rest, its body. */
export interface KeptState<E extends EndpointSpec> {
  state: readonly [object, ...object[]];
  key?: string;
  body: () => Body<E>;
}

/** A scoped answer (decision 290): the scope a change notice names, the key within it, the body. */
export interface ScopedState<E extends EndpointSpec> {
  scope: string;
  key: string;
  compute: () => Promise<Body<E>>;
}

/**
 * Where a hot read's answer comes from; each kind keeps and sends it its own way:
 * - `tagged`: by a key that names everything deciding it, with an entity tag and a 304 (decision 211);
 * - `kept`: serialized once per state of the process caches' frozen entries (decisions 280, 378);
 * - `scoped`: kept per scope until a change notice names the scope (decision 290);
 * - `session`: serialized for each request by the compiled serializer, from the session alone.
 */
export type HotRead<E extends EndpointSpec, C extends RequestContext> =
  | { tagged: (req: EndpointRequest<E, C>) => Promise<TaggedAnswer<E['response']>>; cacheControl: string }
  | {
      /** The state when everything deciding it is kept (the answer is then sent without a promise). */
      known: (req: EndpointRequest<E, C>) => KeptState<E> | undefined;
      kept: (req: EndpointRequest<E, C>) => Promise<KeptState<E>>;
    }
  | {
      scoped: { table: string; alsoOn?: readonly string[] };
      known: (req: EndpointRequest<E, C>) => { scope: string; key: string } | undefined;
      /** Null: this caller's answer is not kept (it goes through `uncached`). */
      load: (req: EndpointRequest<E, C>) => Promise<ScopedState<E> | null>;
      uncached: (req: EndpointRequest<E, C>) => Promise<EndpointAnswer<E>>;
    }
  | { session: (req: EndpointRequest<E, C>) => Body<E> };

type Handler<E extends EndpointSpec, C extends RequestContext> = (
  req: EndpointRequest<E, C>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | FastifyReply;

/**
 * The hot read path behind one door (issue 38): the answer cache, the compiled serializers, the
 * kept and scoped answers and the raw writes past Fastify's reply pipeline (decision 379) are this
 * module's; a route declares a cached endpoint with `route` and says only where its answer comes
 * from. Nothing else writes a raw response.
 */
export class HotReads {
  readonly answers: AnswerCache;
  readonly #changes: ChangeFeed;

  constructor(changes: ChangeFeed) {
    this.#changes = changes;
    this.answers = new AnswerCache(changes);
  }

  route<E extends EndpointSpec, const A extends RouteAccess>(
    app: ZodApp,
    endpoint: E,
    options: EndpointRouteOptions<A>,
    read: HotRead<E, ContextFor<A>>,
  ): void {
    if ('tagged' in read) {
      endpointRoute(app, endpoint, options, this.#tagged(endpoint, read));
      return;
    }
    // Every other kind's answer is written by the serializer compiled from its schema (decision 241).
    const serialize = compileSerializer(endpoint.response);
    const compiled = { ...options, compiled: true };
    if ('session' in read) {
      endpointRoute(app, endpoint, compiled, (req, reply) => sendJson(reply, serialize(read.session(req))));
    } else if ('scoped' in read) {
      endpointRoute(app, endpoint, compiled, this.#scoped(read, serialize));
    } else {
      endpointRoute(app, endpoint, compiled, kept(read, serialize));
    }
  }

  #tagged<E extends EndpointSpec, C extends RequestContext>(
    endpoint: E,
    read: Extract<HotRead<E, C>, { tagged: unknown }>,
  ): Handler<E, C> {
    const { cacheControl } = read;
    const schema = endpoint.response;
    return async (req, reply) => {
      return this.answers.send(req, reply, { ...(await read.tagged(req)), schema, cacheControl });
    };
  }

  #scoped<E extends EndpointSpec, C extends RequestContext>(
    read: Extract<HotRead<E, C>, { scoped: unknown }>,
    serialize: (body: Body<E>) => string,
  ): Handler<E, C> {
    const answers = new ScopedAnswers(this.#changes, read.scoped);
    async function loaded(req: EndpointRequest<E, C>, reply: FastifyReply): Promise<EndpointAnswer<E>> {
      const answer = await read.load(req);
      if (answer === null) return read.uncached(req);
      const encoded = await answers.get(answer.scope, answer.key, async () =>
        encodeAnswer(serialize(await answer.compute())),
      );
      return sendEncoded(req, reply, encoded);
    }
    return (req, reply) => {
      // Kept, and everything deciding it kept too: sent at once (decisions 378, 379).
      const known = read.known(req);
      const answer = known && answers.peek(known.scope, known.key);
      if (answer) return sendEncoded(req, reply, answer);
      return loaded(req, reply);
    };
  }
}

function kept<E extends EndpointSpec, C extends RequestContext>(
  read: Extract<HotRead<E, C>, { kept: unknown }>,
  serialize: (body: Body<E>) => string,
): Handler<E, C> {
  const answers = new KeptAnswers();
  const keptOf = ({ state, key, body }: KeptState<E>) => answers.of(state, key ?? '', () => serialize(body()));
  async function loaded(req: EndpointRequest<E, C>, reply: FastifyReply): Promise<FastifyReply> {
    return sendEncoded(req, reply, await keptOf(await read.kept(req)).encoded);
  }
  return (req, reply) => {
    // Everything deciding the answer kept, and the answer too: sent at once (decisions 378, 379).
    const known = read.known(req);
    const done = known && keptOf(known).done;
    if (done) return sendEncoded(req, reply, done);
    return loaded(req, reply);
  };
}
