import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Every checkout query key starts with this. */
export const CHECKOUT_QUERY_ROOT = 'checkout';

/** GET /api/cart/header: the header with its defaults and the server's verdict. */
export function getCartHeader(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, checkoutEndpoints.getCartHeader, {}, { signal });
}

export function getCartHeaderQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'header', scopeOf(api)],
    queryFn: ({ signal }) => getCartHeader(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    staleTime: 0,
  });
}

export function useCartHeader() {
  return useQuery(getCartHeaderQueryOptions(useApiSession()));
}
