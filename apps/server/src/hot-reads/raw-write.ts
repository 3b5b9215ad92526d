import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_SECURITY_HEADER_LIST, API_SECURITY_HEADERS } from '../plugins/security.ts';
import { chooseEncoding, COMPRESS_MIN_BYTES, type EncodedAnswer } from './encoding.ts';

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
 *
 * Only the hot-reads module writes past the pipeline (hotRoute): a refusal is thrown before any
 * byte is written, so it goes through the error handler with its own content type and headers.
 */
export function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  headers?: Readonly<Record<string, string>>,
): FastifyReply {
  let coding: 'br' | 'gzip' | null = null;
  let bytes = answer.body;
  // From this size an answer's coding depends on the client's Accept-Encoding (a kept answer holds
  // both codings, one sent once the client's own).
  const varies = answer.body.length >= COMPRESS_MIN_BYTES;
  if (varies) {
    coding = chooseEncoding(req.headers['accept-encoding']);
    const chosen = coding === 'br' ? answer.br : coding === 'gzip' ? answer.gzip : undefined;
    if (chosen === undefined) coding = null;
    else bytes = chosen;
  }
  return writeAnswer(reply, bytes, varies, coding, headers);
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
