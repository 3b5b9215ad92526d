import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import type { DateRange } from '../../../components/date-range/date-values.ts';
import { HISTORY_QUERY_ROOT } from './get-order-history.ts';

/** GET /api/history/products?startDate&endDate: invoiced lines in the range (either end open). */
export function getProductHistory(api: ApiSession, range: DateRange, signal?: AbortSignal) {
  const query = { startDate: range.start || undefined, endDate: range.end || undefined };
  return callApi(api, historyEndpoints.getProductHistory, { query }, { signal });
}

export function getProductHistoryQueryOptions(api: ApiSession, range: DateRange) {
  return queryOptions({
    queryKey: [HISTORY_QUERY_ROOT, 'products', scopeOf(api), range.start, range.end],
    queryFn: ({ signal }) => getProductHistory(api, range, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // Loaded once per date range (decision 070); the text search filters what was loaded.
    staleTime: Infinity,
    retry: false,
  });
}

export function useProductHistory(range: DateRange, enabled: boolean) {
  const options = getProductHistoryQueryOptions(useApiSession(), range);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
