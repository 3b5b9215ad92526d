import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Products fetched per call while the editor's product list scrolls. */
export const SEARCH_PAGE_SIZE = 100;

export function searchProducts(api: ApiSession, search: string, offset: number, signal?: AbortSignal) {
  const query = { offset, limit: SEARCH_PAGE_SIZE, search: search || undefined };
  return callApi(api, catalogEndpoints.getProductList, { query }, { signal });
}

export function searchProductsQueryOptions(api: ApiSession, search: string) {
  return infiniteQueryOptions({
    queryKey: ['order-guide-search', scopeOf(api), search],
    queryFn: ({ signal, pageParam }) => searchProducts(api, search, pageParam, signal),
    initialPageParam: 0,
    // Only the first page is sure to carry the total; a short page is the last one anyway.
    getNextPageParam: (last, pages) => {
      const next = last.offset + last.products.length;
      const total = pages[0]?.total ?? null;
      return last.products.length < SEARCH_PAGE_SIZE || (total !== null && next >= total) ? undefined : next;
    },
    staleTime: 10 * 60_000,
  });
}

/** The catalog by description, searched, page by page, for adding products to a guide. */
export function useSearchProducts(search: string, enabled: boolean) {
  return useInfiniteQuery({ ...searchProductsQueryOptions(useApiSession(), search), enabled });
}
