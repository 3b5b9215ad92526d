import type { FastifyInstance } from 'fastify';
import { depthCheckedJsonParser } from './json-body.ts';

/** Texts at most this long are remembered (a price batch of 100 items is about 4 kB). */
const MAX_TEXT_LENGTH = 16 * 1024;
/** Texts remembered per plugin; the oldest goes first. */
const MAX_TEXTS = 256;

/**
 * Bodies handed out by a memo, with what was found out about each (decision 351). They are
 * frozen all the way down, so a check of one holds for every later request that carries its text.
 */
const frozenBodies = new WeakMap<object, Map<unknown, boolean>>();

/** Freezes a parsed body and everything in it, with a stack of its own rather than recursion. */
function deepFreeze(root: unknown): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) continue;
    Object.freeze(value);
    for (const key of Object.keys(value)) pending.push((value as Record<string, unknown>)[key]);
  }
}

/**
 * The answer of `check` (a pure function of the body) for a body: worked out once for a body the
 * memo handed out, every time for any other.
 */
export function checkedOnce(body: unknown, check: (body: unknown) => boolean): boolean {
  const known = typeof body === 'object' && body !== null ? frozenBodies.get(body) : undefined;
  if (known === undefined) return check(body);
  let result = known.get(check);
  if (result === undefined) {
    result = check(body);
    known.set(check, result);
  }
  return result;
}

/** Whether a body came from a memo (and so is frozen and its checks are kept). */
export const isMemoizedBody = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && frozenBodies.has(body);

/**
 * JSON bodies of the routes of one plugin parsed once per text (decision 351): the products page
 * asks for the prices of the same screen of rows again and again, and parsing and checking a batch
 * of 100 items cost more than answering it from the answer cache. Parsing is Fastify's own (the
 * same refusals of an empty body, a bad JSON text or a `__proto__` key) behind the depth check
 * every JSON body passes (decision 382); the value handed out is
 * frozen, so no handler can change what a later request receives.
 */
export function memoizeJsonBodies(app: FastifyInstance): void {
  const parse = depthCheckedJsonParser(app);
  const texts = new TextMemo();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    const body = text as string;
    const known = texts.get(body);
    if (known !== undefined) {
      done(null, known);
      return;
    }
    parse(req, body, (err, value) => {
      if (!err && typeof value === 'object' && value !== null && body.length <= MAX_TEXT_LENGTH) {
        deepFreeze(value);
        frozenBodies.set(value, new Map());
        texts.set(body, value);
      }
      done(err, value);
    });
  });
}

/**
 * Parsed bodies by their text. Looked up by a short digest of the text (its length, start and end)
 * and then compared whole: a Map keyed by the text itself would hash all of a new request's 4 kB
 * on every lookup, which cost more than the rest of the lookup (decision 351).
 */
export class TextMemo {
  readonly #byDigest = new Map<string, { text: string; value: object }[]>();
  #size = 0;

  static #digest(text: string): string {
    return `${text.length}:${text.slice(0, 40)}:${text.slice(-40)}`;
  }

  get(text: string): object | undefined {
    const entries = this.#byDigest.get(TextMemo.#digest(text));
    if (entries === undefined) return undefined;
    for (const entry of entries) if (entry.text === text) return entry.value;
    return undefined;
  }

  set(text: string, value: object): void {
    if (this.#size >= MAX_TEXTS) {
      // The oldest digest goes first, with every text under it.
      const oldest = this.#byDigest.entries().next().value;
      if (oldest !== undefined) {
        this.#byDigest.delete(oldest[0]);
        this.#size -= oldest[1].length;
      }
    }
    const digest = TextMemo.#digest(text);
    const entries = this.#byDigest.get(digest);
    if (entries === undefined) this.#byDigest.set(digest, [{ text, value }]);
    else entries.push({ text, value });
    this.#size += 1;
  }
}
