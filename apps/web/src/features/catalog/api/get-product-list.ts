import { keepPreviousData, queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@provender/contract';
import { type PageSortByValue, type ProductList, catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Rows fetched per call as the virtual list scrolls (decision 010 pages the list). */
export const PRODUCT_PAGE_SIZE = 100;
/** Spec 01 section 9: product lists are cached for 10 minutes. */
export const CATALOG_STALE_MS = 10 * 60_000;

export interface ProductListFilter {
  search: string;
  mainCategory: string;
  category: string;
  sort: PageSortByValue;
  /** An order guide's products; an empty list matches nothing. */
  productKeys: readonly number[] | null;
}

const emptyPage = (offset: number): ProductList => ({ total: 0, offset, products: [] });

/** The server's largest page (decision 010), which also bounds an order guide (ORDER_GUIDE_LINES_MAX). */
const GUIDE_FETCH_LIMIT = 500;

/**
 * An order guide's products come in the guide's order (issue 5), which the server's sorts do not
 * know: the whole guide is read in one call and ordered and paged here.
 */
export function inGuideOrder(list: ProductList, productKeys: readonly number[], offset: number): ProductList {
  const position = new Map(productKeys.map((key, i) => [key, i]));
  const ordered = [...list.products].sort(
    (a, b) => (position.get(a.productKey) ?? 0) - (position.get(b.productKey) ?? 0),
  );
  return { total: ordered.length, offset, products: ordered.slice(offset, offset + PRODUCT_PAGE_SIZE) };
}

export async function getProductListPage(
  api: ApiSession,
  filter: ProductListFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ProductList> {
  const offset = page * PRODUCT_PAGE_SIZE;
  if (filter.productKeys?.length === 0) return emptyPage(offset);
  const guide = filter.productKeys !== null;
  const query = {
    sort: filter.sort,
    offset: guide ? 0 : offset,
    limit: guide ? GUIDE_FETCH_LIMIT : PRODUCT_PAGE_SIZE,
    search: filter.search || undefined,
    mainCategory: filter.mainCategory || undefined,
    category: filter.category || undefined,
    productKeys: filter.productKeys ? filter.productKeys.join(',') : undefined,
  };
  const list = await callApi(api, catalogEndpoints.getProductList, { query }, { anonymous: true, signal });
  return filter.productKeys ? inGuideOrder(list, filter.productKeys, offset) : list;
}

export function productListPageQueryOptions(api: ApiSession, filter: ProductListFilter, page: number) {
  return queryOptions({
    queryKey: ['catalog', 'products', scopeOf(api), filter, page],
    queryFn: ({ signal }) => getProductListPage(api, filter, page, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

/** The first page, which also tells how many products match; the previous total stays while a new filter loads. */
export function useProductListTotal(filter: ProductListFilter) {
  return useQuery({ ...productListPageQueryOptions(useApiSession(), filter, 0), placeholderData: keepPreviousData });
}

/** The pages that hold the given rows, fetched as they come into view. */
export function useProductListPages(filter: ProductListFilter, pages: readonly number[]) {
  const api = useApiSession();
  return useQueries({
    queries: pages.map((page) => productListPageQueryOptions(api, filter, page)),
    combine: (results) => {
      const byPage = new Map<number, ProductList>();
      results.forEach((result, i) => {
        const page = pages[i];
        if (result.data && page !== undefined) byPage.set(page, result.data);
      });
      return byPage;
    },
  });
}

/** Reads every product of a filter (an order guide's, at most 500) through the page cache. */
export function useAllProductsOf() {
  const api = useApiSession();
  const client = useQueryClient();
  return async (filter: ProductListFilter, total: number): Promise<Product[]> => {
    const pages = Array.from({ length: Math.ceil(total / PRODUCT_PAGE_SIZE) }, (_, page) => page);
    const lists = await Promise.all(
      pages.map((page) => client.fetchQuery(productListPageQueryOptions(api, filter, page))),
    );
    return lists.flatMap((list) => list.products);
  };
}
