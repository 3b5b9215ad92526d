import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** A salesperson's assigned customers. */
export function getCustomerList(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, sessionEndpoints.getCustomerList, {}, { signal });
}

export function getCustomerListQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['session', 'customer-list', scopeOf(api)],
    queryFn: ({ signal }) => getCustomerList(api, signal),
    enabled: api.token !== null,
  });
}

export function useCustomerList() {
  return useQuery(getCustomerListQueryOptions(useApiSession()));
}
