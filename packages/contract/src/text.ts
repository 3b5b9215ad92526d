import { z } from './zod.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * cannot store NUL in text, and none of them belongs in a name, an address, a note or a search.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const controlCharactersMessage = 'may not contain control characters';

/** The one string schema for request text (decision 093): any text without control characters. */
export const textSchema = z.string().check(z.refine((s) => !CONTROL_CHARACTERS.test(s), controlCharactersMessage));

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/**
 * Whether any string or key inside a parsed request part has control characters: the same walk as
 * `controlCharacterPaths` without building a path for every value, for the check every request
 * passes (decision 280); the paths are worked out only for a request that is refused.
 */
export function anyControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) {
    for (const item of value) if (anyControlCharacters(item)) return true;
    return false;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (CONTROL_CHARACTERS.test(key) || anyControlCharacters((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/**
 * Every string inside a parsed request part (body, query, params), with its path, that has
 * control characters; the server refuses the request before any route schema sees it.
 */
export function controlCharacterPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return textSchema.safeParse(value).success ? [] : [path || 'value'];
  if (Array.isArray(value)) return value.flatMap((v, i) => controlCharacterPaths(v, path ? `${path}.${i}` : String(i)));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(hasControlCharacters(k) ? [path ? `${path}.${k}` : k] : []),
      ...controlCharacterPaths(v, path ? `${path}.${k}` : k),
    ]);
  }
  return [];
}
