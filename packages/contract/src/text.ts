import { z } from './zod.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and the bidirectional
 * embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069: "Trojan Source" text
 * that reads differently from what it stores; decision 398). PostgreSQL cannot store NUL in text,
 * and none of them belongs in a name, an address, a note or a search. The marks a right-to-left
 * text may need (U+200E, U+200F) are allowed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
export const controlCharactersMessage = 'may not contain control characters';

/** The one string schema for request text (decision 093): any text without control characters. */
export const textSchema = z.string().check(z.refine((s) => !CONTROL_CHARACTERS.test(s), controlCharactersMessage));

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** Stands in the walk of `controlCharacterPaths` for a key that has control characters. */
const KEY_MARK = Symbol('key with control characters');

/**
 * Whether a value is a record a parser makes: a plain object (JSON), one without a prototype, or
 * one whose prototype is an empty object without one (the query string and path parameter parsers'
 * "null object"). A stream, a Buffer or another class's instance is not: its properties lead to
 * sockets and back, and none of it is client text.
 */
export function isParsedRecord(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null || proto === Object.prototype) return true;
  return Object.getPrototypeOf(proto) === null && Reflect.ownKeys(proto).length === 0;
}

/** Arrays and parsed records are walked; anything else (a stream, a Buffer) is not. */
function containerEntries(value: unknown): [string, unknown][] | null {
  if (Array.isArray(value)) return value.map((item, i) => [String(i), item]);
  if (typeof value !== 'object' || value === null || !isParsedRecord(value)) return null;
  return Object.entries(value);
}

/**
 * Whether any string or key inside a parsed request part has control characters: the same walk as
 * `controlCharacterPaths` without building a path for every value, for the check every request
 * passes (decision 280); the paths are worked out only for a request that is refused. The walk
 * keeps a stack of its own, so no nesting a client sends can exhaust the call stack (decision 382),
 * and enters only arrays and plain objects (an import route's body is its request stream).
 */
export function anyControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (typeof value !== 'object' || value === null) return false;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) pending.push(item[i]);
    } else if (typeof item === 'object' && item !== null && isParsedRecord(item)) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if (CONTROL_CHARACTERS.test(key)) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * Every string inside a parsed request part (body, query, params), with its path, that has
 * control characters; the server refuses the request before any route schema sees it. Walked with
 * a stack of its own, in document order, like `anyControlCharacters`.
 */
export function controlCharacterPaths(value: unknown, path = ''): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [item, at] = pending.pop() as [unknown, string];
    if (item === KEY_MARK) {
      found.push(at);
      continue;
    }
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) found.push(at || 'value');
      continue;
    }
    const entries = containerEntries(item);
    if (entries === null) continue;
    // Pushed in reverse so the first entry is taken first: the paths come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const childPath = at ? `${at}.${key}` : key;
      pending.push([child, childPath]);
      if (!Array.isArray(item) && hasControlCharacters(key)) pending.push([KEY_MARK, childPath]);
    }
  }
  return found;
}
