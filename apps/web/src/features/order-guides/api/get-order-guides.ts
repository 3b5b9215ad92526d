import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderGuideEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export function getOrderGuides(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, orderGuideEndpoints.getOrderGuides, {}, { signal });
}

/** Every order guide query of the session; writes invalidate through it. */
export const orderGuidesQueryKeyPrefix = ['order-guides'] as const;

export function getOrderGuidesQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [...orderGuidesQueryKeyPrefix, scopeOf(api)],
    queryFn: ({ signal }) => getOrderGuides(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // Guides change only through this app's own writes, which invalidate; Standard follows orders.
    staleTime: 5 * 60_000,
  });
}

/** The acting customer's guides: Standard (read-only) first, then the others by name. */
export function useOrderGuides(options: { enabled?: boolean } = {}) {
  const query = getOrderGuidesQueryOptions(useApiSession());
  return useQuery({ ...query, enabled: query.enabled !== false && options.enabled !== false });
}
