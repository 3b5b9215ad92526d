import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** The caller's menu entries; without a token the public (guest) entries. */
export function getMenu(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, sessionEndpoints.getMenu, {}, { anonymous: true, signal });
}

export function getMenuQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['menu', scopeOf(api)],
    queryFn: ({ signal }) => getMenu(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMenu() {
  return useQuery(getMenuQueryOptions(useApiSession()));
}
