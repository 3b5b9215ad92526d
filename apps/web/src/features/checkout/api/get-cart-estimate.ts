import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CartLine, checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { CHECKOUT_QUERY_ROOT } from './get-cart-header.ts';

/** GET /api/checkout: line total, charges, taxable amount, tax and total of the cart. */
export function getCartEstimate(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, checkoutEndpoints.getCartEstimate, {}, { signal });
}

/**
 * What the estimate depends on in the cart: its lines, quantities and extensions. In the query
 * key, so the cart page and the checkout summary load a new estimate whenever the cart changes.
 */
export function cartEstimateKey(lines: readonly CartLine[]): string {
  return lines.map((l) => `${l.id}:${l.quantity.value}${l.quantity.unit}:${l.extension ?? '-'}`).join('|');
}

export function getCartEstimateQueryOptions(api: ApiSession, cartKey = '') {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'estimate', scopeOf(api), cartKey],
    queryFn: ({ signal }) => getCartEstimate(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    staleTime: 0,
  });
}

export function useCartEstimate({ enabled = true, cartKey = '' }: { enabled?: boolean; cartKey?: string } = {}) {
  const options = getCartEstimateQueryOptions(useApiSession(), cartKey);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}

/** Loads the estimate again, e.g. after the server refused an order because the total changed. */
export function useRefreshCartEstimate() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getCartEstimateQueryOptions(api).queryKey.slice(0, 3) });
}
