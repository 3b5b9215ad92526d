import { withListIndex } from '../utils/product-filters.ts';

/**
 * Before opening a product, the list's address gets ?i={index} in place, so going back scrolls the
 * list to where the buyer was. The history entry is rewritten without a navigation, so no
 * unsaved-changes guard is asked.
 */
export function rememberListIndex(index: number): void {
  const url = new URL(window.location.href);
  url.search = withListIndex(url.search, index);
  window.history.replaceState(window.history.state, '', url);
}
