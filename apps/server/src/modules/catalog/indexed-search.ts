import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { CatalogRepository, ProductFilter, ProductSort } from './catalog.repository.ts';
import { searchSlice, slice, type ListingOrders } from './listing-orders.ts';
import type { ProductFragments } from './product-fragments.ts';
import { typoTolerant } from './product-view.ts';
import { SearchIndexes, type CatalogWarm, type SearchIndexMode } from './search-indexes.ts';

/** Below a listing's length over this many matches, a search's page is placed key by key (decision 553). */
const SPARSE_MATCHES = 4;

/**
 * Searches answered from the search index of the catalog version, and the catalog's warm-up
 * (decision 550): once a version's index is built, the whole catalog's orders and every listed
 * product's JSON are read, so a page or search nobody asked before is answered from memory.
 */
export function createIndexedSearch(deps: {
  repo: CatalogRepository;
  version: () => Promise<number>;
  changes: ChangeFeed;
  mode: SearchIndexMode;
  orders: ListingOrders;
  fragments: ProductFragments;
  excludedAt: (version: number, customerId: number | null) => Promise<readonly string[]>;
  sorts: ProductSort[];
}) {
  const { repo, version, orders, fragments, excludedAt } = deps;
  const warm = async (v: number, keys: readonly number[]) => {
    await orders.warm(v, deps.sorts);
    await fragments.preload(v, keys);
  };
  const indexes = new SearchIndexes(repo, version, deps.changes, deps.mode, warm);
  const pageOfFew = async (
    v: number,
    filter: ProductFilter,
    sort: ProductSort,
    excluded: readonly string[],
    offset: number,
    limit: number,
    keys: Int32Array,
  ) => searchSlice(await orders.order(v, { sort }), filter, excluded, offset, limit, keys);

  return {
    /**
     * A search's page from the search index: its matches in the listing's kept order, the
     * customer's exclusions left out, as the database would answer it (`pageKeys`), typos
     * included. Null when the index of the catalog version is not there (the database searches).
     */
    async indexedPage(filter: ProductFilter, sort: ProductSort, offset: number, limit: number) {
      const v = await version();
      const index = await indexes.at(v);
      if (!index) return null;
      const { mainCategory, category } = filter;
      const [order, excluded] = await Promise.all([
        orders.order(v, { mainCategory, category, sort }),
        excludedAt(v, filter.customerId),
      ]);
      // The matches are the index's buffers: read with no await between, or copied.
      const matched = index.matched(filter.words);
      if (!matched) return null;
      // Many matches are found by a walk of the listing; a few are placed by their positions in
      // the whole catalog's order, which the listing was narrowed from (kept: decision 553).
      const { ids, total } =
        matched.keys.length * SPARSE_MATCHES >= order.ids.length
          ? slice(order, excluded, offset, limit, matched.marks)
          : await pageOfFew(v, filter, sort, excluded, offset, limit, matched.keys.slice());
      if (ids.length > 0 || !filter.words.some(typoTolerant)) return { ids, total: ids.length > 0 ? total : null };
      if (offset > 0 && total > 0) return { ids, total: null };
      return repo.typoPageKeys(filter, sort, offset, limit);
    },
    /** The end of the catalog's warm-up as it is now (`background` only). */
    catalogWarm: () => indexes.warmed(),
    /** Calls `listener` at the end of every warm-up. */
    onCatalogWarm: (listener: (warm: CatalogWarm) => void) => indexes.onWarm(listener),
    /** Stops building indexes (the app is closing). */
    closeSearchIndexes: () => indexes.close(),
  };
}
