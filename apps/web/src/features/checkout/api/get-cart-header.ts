import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { cartHeaderQueryKey } from './cart-header-key.ts';

export { CHECKOUT_QUERY_ROOT } from './cart-header-key.ts';

/** GET /api/cart/header: the header with its defaults and the server's verdict. */
export function getCartHeader(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, checkoutEndpoints.getCartHeader, {}, { signal });
}

export function getCartHeaderQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: cartHeaderQueryKey(api),
    queryFn: ({ signal }) => getCartHeader(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    staleTime: 0,
  });
}

export function useCartHeader() {
  return useQuery(getCartHeaderQueryOptions(useApiSession()));
}
