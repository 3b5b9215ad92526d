import { formatCount } from '@provender/rules';
import { fromSearchText } from '../../../components/app-shell/search-text.ts';

/**
 * "N results" or "N results for" the search text (spec 01 section 2), echoed as the buyer typed
 * it: the backtick that replaces an apostrophe in the search stays internal. One product reads
 * "1 result" (decision 175).
 */
export function resultCountText(total: number, search: string): string {
  const count = `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
  return search ? `${count} for "${fromSearchText(search)}"` : count;
}
