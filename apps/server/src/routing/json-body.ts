import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have (decision 382). The deepest body
 * of the endpoint table is a landing layout (five levels); 64 leaves room for any client and keeps
 * every later walk of a body (the text check, a schema, a freeze) far from the stack's end.
 */
export const MAX_JSON_DEPTH = 64;

export const jsonTooDeepMessage = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over its characters,
 * skipping strings, before anything parses or walks it. A malformed text is left to the parser.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  // A text shorter than the depth cannot be deeper (most bodies: a few hundred bytes).
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

type JsonParse = (req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => void;

/**
 * Fastify's own JSON parser (its refusals of an empty body, a malformed text, a `__proto__` or
 * `constructor.prototype` key) behind the depth check: a body nested deeper than MAX_JSON_DEPTH is
 * a 400 before it is parsed.
 */
export function depthCheckedJsonParser(app: FastifyInstance): JsonParse {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (req, body, done) => {
    if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION', jsonTooDeepMessage));
      return;
    }
    parse(req, body, done);
  };
}

/** Every JSON body the app parses passes the depth check (routes that memoize bodies use it too). */
export function checkJsonDepth(app: FastifyInstance): void {
  const parse = depthCheckedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) =>
    parse(req, text as string, done),
  );
}
