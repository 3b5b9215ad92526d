import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { CATALOG_STALE_MS } from './get-product-list.ts';

/** Main categories sorted by description, marked excluded or empty for the acting customer. */
export function getMainCategories(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, catalogEndpoints.getMainCategories, {}, { anonymous: true, signal });
}

export function mainCategoriesQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['catalog', 'main-categories', scopeOf(api)],
    queryFn: ({ signal }) => getMainCategories(api, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useMainCategories() {
  return useQuery(mainCategoriesQueryOptions(useApiSession()));
}
