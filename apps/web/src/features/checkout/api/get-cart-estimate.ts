import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartEstimateSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { CHECKOUT_QUERY_ROOT } from './get-cart-header.ts';

/** GET /api/checkout: line total, charges, taxable amount, tax and total of the cart. */
export function getCartEstimate(api: ApiSession, signal?: AbortSignal) {
  return apiRequest(api, '/api/checkout', cartEstimateSchema, { signal });
}

export function getCartEstimateQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'estimate', scopeOf(api)],
    queryFn: ({ signal }) => getCartEstimate(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    staleTime: 0,
  });
}

export function useCartEstimate(enabled = true) {
  const options = getCartEstimateQueryOptions(useApiSession());
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}

/** Loads the estimate again, e.g. after the server refused an order because the total changed. */
export function useRefreshCartEstimate() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getCartEstimateQueryOptions(api).queryKey });
}
