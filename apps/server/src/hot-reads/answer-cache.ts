import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChangeFeed } from '../cache/change-feed.ts';
import type { ProcessCache } from '../cache/process-cache.ts';
import { LRUCache } from 'lru-cache';
import { chooseEncoding, encodeAnswer, encodeOnce, type EncodedAnswer } from './encoding.ts';
import { sendEncoded } from './raw-write.ts';

/** A serialized answer with the entity tag of what decided it. */
export interface CachedAnswer extends EncodedAnswer {
  etag: string;
}

/**
 * The entity tag of an answer: a digest of the key that names everything deciding the answer
 * (data version, caller's context, request). The same key on any process gives the same tag.
 */
export const etagOf = (key: string): string =>
  `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;

/** Tags of the keys asked for lately: a warm catalog page is not hashed again on every request. */
const MAX_REMEMBERED_TAGS = 2000;
const rememberedTags = new Map<string, string>();
function tagOf(key: string): string {
  let etag = rememberedTags.get(key);
  if (etag === undefined) {
    etag = etagOf(key);
    if (rememberedTags.size >= MAX_REMEMBERED_TAGS) rememberedTags.clear();
    rememberedTags.set(key, etag);
  }
  return etag;
}

/** If-None-Match names the tag (a list, weak comparison, or '*'). */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((candidate) => {
      const tag = candidate.trim();
      return tag === '*' || tag.replace(/^W\//, '') === opaque;
    });
}

/**
 * What a tagged answer is: the key naming everything that decides it, and how to compute it: the
 * answer (serialized by the response schema), or its JSON already as that serialization writes it.
 */
export type TaggedAnswer<S extends z.core.$ZodType> = { key: string } & (
  { compute: () => Promise<z.output<S>> } | { json: () => Promise<string> }
);

/**
 * Serialized answers by key (decision 211): catalog pages and price batches, whose keys carry the
 * catalog version, so a change to the catalog leaves old entries unreachable; they are dropped too.
 */
export class AnswerCache {
  readonly #answers: ProcessCache<string, CachedAnswer>;
  /**
   * Keys asked once lately (decision 548): an answer is kept from its second ask on, so the many
   * catalog pages and searches asked once are neither kept nor compressed for keeping.
   */
  readonly #askedOnce = new LRUCache<string, true>({ max: 20_000 });

  constructor(changes: ChangeFeed, maxEntries = 500) {
    this.#answers = changes.cache<string, CachedAnswer>({ maxEntries });
    changes.on('catalog', () => {
      this.#answers.clear();
      this.#askedOnce.clear();
    });
  }

  /**
   * Answers 304 when the client holds the key's answer already; otherwise the cached answer, or
   * computes it and serializes it exactly as the route's response schema would: the first time
   * for this client alone, from the second time to keep (decision 548).
   */
  async send<S extends z.core.$ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    opts: TaggedAnswer<S> & { schema: S; cacheControl: string },
  ): Promise<FastifyReply> {
    const etag = tagOf(opts.key);
    const tagged = { etag, 'cache-control': opts.cacheControl };
    if (matches(req.headers['if-none-match'], etag))
      return reply.headers(tagged).header('vary', 'accept-encoding').code(304).send();
    // A refusal (an unavailable product) throws before the answer is tagged or kept.
    const json = async () =>
      'json' in opts ? opts.json() : JSON.stringify(z.encode(opts.schema, await opts.compute()));
    const kept = this.#answers.peek(opts.key);
    if (kept) return sendEncoded(req, reply, kept, tagged);
    if (!this.#askedOnce.has(opts.key)) {
      this.#askedOnce.set(opts.key, true);
      const once = await encodeOnce(await json(), chooseEncoding(req.headers['accept-encoding']));
      return sendEncoded(req, reply, once, tagged);
    }
    const answer = await this.#answers.get(opts.key, async () => ({ etag, ...(await encodeAnswer(await json())) }));
    return sendEncoded(req, reply, answer, tagged);
  }
}
