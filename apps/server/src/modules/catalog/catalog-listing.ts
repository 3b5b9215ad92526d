import type { PageSortByValue, ProductList, ProductListQuery } from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { RequestContext } from '../../context.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CatalogRepository, ListingQuery, ProductFilter, ProductSort } from './catalog.repository.ts';
import { createIndexedSearch } from './indexed-search.ts';
import { ListingOrders } from './listing-orders.ts';
import { ProductFragments } from './product-fragments.ts';
import { searchWords, toProduct } from './product-view.ts';
import type { SearchIndexMode } from './search-indexes.ts';

const sortBy: Record<PageSortByValue, ProductSort> = { 0: 'description', 1: 'sequence', 2: 'productCode', 3: 'brand' };

/** The list's filter. With alwaysSearchAllProducts a search ignores the category filters. */
async function filterOf(
  settings: SettingsService,
  ctx: RequestContext,
  query: ProductListQuery,
): Promise<ProductFilter> {
  const words = searchWords(query.search);
  let mainCategory = query.mainCategory;
  let category = query.category;
  if (words.length > 0 && (mainCategory || category) && (await settings.effectiveValues(ctx)).alwaysSearchAllProducts) {
    mainCategory = undefined;
    category = undefined;
  }
  return {
    customerId: ctx.customerId,
    words,
    mainCategory,
    category,
    productKeys: query.productKeys?.split(',').map(Number),
  };
}

/** The product list's pages and the key its answers are kept by. */
export function createProductListing(deps: {
  repo: CatalogRepository;
  settings: SettingsService;
  changes: ChangeFeed;
  version: () => Promise<number>;
  searchIndex: SearchIndexMode;
}) {
  const { repo, settings, changes, version, searchIndex } = deps;
  /** Listing orders per catalog version (decision 483), and each customer's excluded categories with them. */
  const orders = new ListingOrders((query) => repo.listingOrder(query));
  const exclusions = changes.cache<string, readonly string[]>();
  changes.on('catalog', () => exclusions.clear());
  const fragments = new ProductFragments(repo, changes);
  const excludedAt = async (v: number, customerId: number | null) =>
    customerId === null ? [] : await exclusions.get(`${v}:${customerId}`, () => repo.excludedCategories(customerId));
  const listingPage = async (customerId: number | null, query: ListingQuery, offset: number, limit: number) => {
    const v = await version();
    return orders.page(v, query, await excludedAt(v, customerId), offset, limit);
  };

  const search = createIndexedSearch({
    repo,
    version,
    changes,
    mode: searchIndex,
    orders,
    fragments,
    excludedAt,
    sorts: Object.values(sortBy),
  });

  /**
   * The keys of a page of the products the caller may see, and its total. With
   * alwaysSearchAllProducts a search ignores the category filters. Keys first, then the page's
   * details by key, so deep pages never build rows they skip.
   */
  const page = async (ctx: RequestContext, query: ProductListQuery) => {
    const filter = await filterOf(settings, ctx, query);
    const { words, mainCategory, category } = filter;
    const sort = sortBy[query.sort ?? 0];
    // Without search words (or product keys) a page is a slice of the listing's kept order
    // (decision 483); its total comes with the first page only (decision 010). A search counts
    // its matches with the page.
    const listed = words.length === 0 && !filter.productKeys;
    const keys = listed
      ? await listingPage(ctx.customerId, { mainCategory, category, sort }, query.offset, query.limit)
      : ((filter.productKeys ? null : await search.indexedPage(filter, sort, query.offset, query.limit)) ??
        (await repo.pageKeys(filter, sort, query.offset, query.limit)));
    const total =
      words.length === 0
        ? query.offset === 0
          ? (keys.total ?? (await repo.count(filter)))
          : null
        : (keys.total ?? (query.offset === 0 ? 0 : null));
    return { total, ids: keys.ids };
  };

  return {
    catalogWarm: search.catalogWarm,
    onCatalogWarm: search.onCatalogWarm,
    closeSearchIndexes: search.closeSearchIndexes,

    /**
     * Everything that decides a list answer (decision 211): the catalog version (products, units,
     * categories, the customer's excluded categories), the acting customer, whether a search
     * ignores the category filters, and the query.
     */
    async listKey(ctx: RequestContext, query: ProductListQuery): Promise<string> {
      const [v, values] = await Promise.all([version(), settings.effectiveValues(ctx)]);
      const q = [
        query.search,
        query.mainCategory,
        query.category,
        query.sort,
        query.productKeys,
        query.offset,
        query.limit,
      ];
      return JSON.stringify(['list', v, ctx.customerId, values.alwaysSearchAllProducts, q]);
    },

    /** A page of the products the caller may see (`page`), as objects. */
    async list(ctx: RequestContext, query: ProductListQuery): Promise<ProductList> {
      const { total, ids } = await page(ctx, query);
      const rows = await repo.byIds(ctx.customerId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const products = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProduct(row)] : [];
      });
      return { total, offset: query.offset, products };
    },

    /**
     * The same page as the JSON the route answers, made of its products' kept JSON (decision 548):
     * exactly what serializing `list`'s answer by the response schema writes.
     */
    async listJson(ctx: RequestContext, query: ProductListQuery): Promise<string> {
      const v = await version();
      const { total, ids } = await page(ctx, query);
      const products = await fragments.json(v, ids);
      return `{"total":${JSON.stringify(total)},"offset":${query.offset},"products":[${products.join(',')}]}`;
    },
  };
}
