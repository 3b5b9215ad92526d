/** Spec 02 section 9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Apostrophes (straight and typographic) become backticks before the text is searched. */
export function toSearchText(raw: string): string {
  return raw.replace(/['\u2019]/g, '`');
}
