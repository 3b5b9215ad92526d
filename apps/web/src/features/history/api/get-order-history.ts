import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export const HISTORY_QUERY_ROOT = 'history';

/** GET /api/history/orders: every order of the acting customer, newest first. */
export function getOrderHistory(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, historyEndpoints.getOrderHistory, {}, { signal });
}

export function getOrderHistoryQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [HISTORY_QUERY_ROOT, 'orders', scopeOf(api)],
    queryFn: ({ signal }) => getOrderHistory(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // Spec 02 section 4: history loads once; filtering and sorting happen on what was loaded.
    staleTime: Infinity,
    retry: false,
  });
}

export function useOrderHistory() {
  return useQuery(getOrderHistoryQueryOptions(useApiSession()));
}
