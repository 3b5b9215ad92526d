import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { CATALOG_STALE_MS } from './get-product-list.ts';

/** Categories with their main category (parent), marked excluded or empty for the acting customer. */
export function getCategories(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, catalogEndpoints.getCategories, {}, { anonymous: true, signal });
}

export function categoriesQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['catalog', 'categories', scopeOf(api)],
    queryFn: ({ signal }) => getCategories(api, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useApiSession()));
}
