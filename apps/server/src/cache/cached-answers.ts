import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChangeFeed } from './change-feed.ts';
import type { ProcessCache } from './process-cache.ts';
import { API_SECURITY_HEADER_LIST, API_SECURITY_HEADERS } from '../plugins/security.ts';

/** A serialized answer as it is kept: its JSON bytes and, when worth it, their compressed forms. */
export interface EncodedAnswer {
  /** The JSON, encoded once: sending it neither measures nor encodes the text again (decision 280). */
  body: Buffer;
  /** The same bytes compressed once when the answer is kept (decision 320); absent for a small answer. */
  br?: Buffer;
  gzip?: Buffer;
}

/** A serialized answer with the entity tag of what decided it. */
export interface CachedAnswer extends EncodedAnswer {
  etag: string;
}

/** Below this many bytes an answer is sent as it is: compressing saves less than the headers weigh. */
export const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Encodes an answer the way it will be kept: the JSON and, from COMPRESS_MIN_BYTES, its brotli
 * and gzip forms, made on libuv's thread pool so the event loop goes on answering meanwhile.
 * Brotli at quality 5 compresses a catalog page about as well as gzip -9 in a fraction of the time.
 */
export async function encodeAnswer(json: string): Promise<EncodedAnswer> {
  const body = Buffer.from(json);
  if (body.length < COMPRESS_MIN_BYTES) return { body };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 6 }),
  ]);
  return { body, br, gzip: gz };
}

/** An answer being encoded and, once it is, its bytes: a warm send needs no promise (decision 378). */
export interface KeptEncoding {
  readonly encoded: Promise<EncodedAnswer>;
  done?: EncodedAnswer;
}

/** Starts encoding the answer; `done` holds the bytes when they are ready, `forget` runs if encoding fails. */
export function keepEncoding(body: string, forget: () => void = () => undefined): KeptEncoding {
  const kept: KeptEncoding = { encoded: encodeAnswer(body) };
  void kept.encoded.then((done) => (kept.done = done), forget);
  return kept;
}

/**
 * Which of the kept encodings the client takes (RFC 9110 §12.5.3): brotli before gzip, as
 * browsers rank them; a coding with q=0 is refused, `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (header === undefined) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === '') return null;
  // A browser sends the same Accept-Encoding with every call: the last one is read once.
  if (text === lastAccepted.text) return lastAccepted.choice;
  const choice = readAcceptEncoding(text);
  lastAccepted = { text, choice };
  return choice;
}

let lastAccepted: { text: string; choice: 'br' | 'gzip' | null } = { text: '', choice: null };

function readAcceptEncoding(text: string): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    q.set(coding, weight);
  }
  const weightOf = (coding: string) =>
    q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server starts closing: answers finished from then on close their connection. */
    draining: boolean;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a kept answer in the coding the client takes best, saying that the choice depends on it.
 *
 * The bytes are written on the raw response, past Fastify's reply pipeline (decision 379): a kept
 * answer is final (no serializer, no onSend hook has anything to change in it). Its headers go in
 * one list: a JSON route's security headers (deferred from onRequest), `headers` (the route's own,
 * a catalog page's tag and cache policy, which replace a security header of the same name), the
 * coding and the length. What the pipeline did that still applies is done here: the status the
 * reply holds, and `connection: close` while the server drains. The response log and onResponse
 * hooks follow the raw response's end, so they run as for any answer; Node writes no body for HEAD.
 */
export function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  headers?: Readonly<Record<string, string>>,
): FastifyReply {
  let coding: 'br' | 'gzip' | null = null;
  let bytes = answer.body;
  if (answer.br !== undefined) {
    coding = chooseEncoding(req.headers['accept-encoding']);
    const chosen = coding === 'br' ? answer.br : coding === 'gzip' ? answer.gzip : undefined;
    if (chosen === undefined) coding = null;
    else bytes = chosen;
  }
  return writeAnswer(reply, bytes, answer.br !== undefined, coding, headers);
}

/** Sends a JSON text serialized for this request the same way, past the reply pipeline (decision 379). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return writeAnswer(reply, json, false, null, undefined);
}

function writeAnswer(
  reply: FastifyReply,
  bytes: Buffer | string,
  varies: boolean,
  coding: 'br' | 'gzip' | null,
  headers: Readonly<Record<string, string>> | undefined,
): FastifyReply {
  const res = reply.hijack().raw;
  // One list for writeHead: Node stores it as it is, where setting each header builds its header
  // object first. The route's own headers replace the security headers of the same name.
  const list: string[] = [];
  if (reply.request.apiHeadersDeferred) {
    if (headers === undefined) list.push(...API_SECURITY_HEADER_LIST);
    else for (const [name, value] of API_SECURITY_HEADERS) if (!(name in headers)) list.push(name, value);
  }
  if (headers !== undefined) for (const name in headers) list.push(name, headers[name] as string);
  list.push('content-type', JSON_TYPE);
  if (varies) list.push('vary', 'accept-encoding');
  if (coding !== null) list.push('content-encoding', coding);
  list.push('content-length', String(typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length));
  if (reply.server.draining) list.push('connection', 'close');
  res.writeHead(reply.statusCode, list);
  res.end(bytes);
  return reply;
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
 * Serialized answers by key (decision 211): catalog pages and price batches, whose keys carry the
 * catalog version, so a change to the catalog leaves old entries unreachable; they are dropped too.
 */
export class AnswerCache {
  readonly #answers: ProcessCache<string, CachedAnswer>;

  constructor(changes: ChangeFeed, maxEntries = 500) {
    this.#answers = changes.cache<string, CachedAnswer>({ maxEntries });
    changes.on('catalog', () => this.#answers.clear());
  }

  /**
   * Answers 304 when the client holds the key's answer already; otherwise the cached answer, or
   * computes it, serializes it exactly as the route's response schema would, and keeps it.
   */
  async send<S extends z.core.$ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { key: string; schema: S; compute: () => Promise<z.output<S>>; cacheControl: string },
  ): Promise<FastifyReply> {
    const etag = tagOf(opts.key);
    const tagged = { etag, 'cache-control': opts.cacheControl };
    if (matches(req.headers['if-none-match'], etag))
      return reply.headers(tagged).header('vary', 'accept-encoding').code(304).send();
    // A refusal (an unavailable product) throws before the answer is tagged or kept.
    const answer = await this.#answers.get(opts.key, async () => ({
      etag,
      ...(await encodeAnswer(JSON.stringify(z.encode(opts.schema, await opts.compute())))),
    }));
    return sendEncoded(req, reply, answer, tagged);
  }
}
