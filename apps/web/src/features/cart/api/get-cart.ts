import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cartEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Every cart query key starts with this, so one invalidation refreshes them all. */
export const CART_QUERY_ROOT = 'cart';

/** The cart of the signed-in user for the acting customer, priced now. */
export function getCart(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, cartEndpoints.getCart, {}, { signal });
}

export function getCartQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [CART_QUERY_ROOT, scopeOf(api)],
    queryFn: ({ signal }) => getCart(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // Spec 01 sections 4 and 9: the cart is fresh for 5 minutes and refreshed after every change.
    staleTime: 5 * 60_000,
  });
}

/** Refreshes the cart after a change; the app bar and any open cart view follow. */
export function invalidateCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] });
}

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  const options = getCartQueryOptions(useApiSession());
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
