/** Spec 02 section 9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Apostrophes (straight and typographic) become backticks before the text is searched. */
export function toSearchText(raw: string): string {
  return raw.replace(/['\u2019]/g, '`');
}

/** The searched text as the buyer typed it: the backticks stay internal ("chef's", not "chef`s"). */
export function fromSearchText(search: string): string {
  return search.replace(/`/g, "'");
}
