import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** The acting customer with its ship-tos (for consumers the name is their ship method). */
export function getCustomer(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, sessionEndpoints.getCustomer, {}, { signal });
}

export function getCustomerQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['session', 'customer', scopeOf(api)],
    queryFn: ({ signal }) => getCustomer(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
    staleTime: 5 * 60_000,
  });
}

export function useCustomer() {
  return useQuery(getCustomerQueryOptions(useApiSession()));
}
