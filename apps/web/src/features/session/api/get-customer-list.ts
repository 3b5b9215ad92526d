import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerListSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** A salesperson's assigned customers. */
export function getCustomerList(api: ApiSession, signal?: AbortSignal) {
  return apiRequest(api, '/api/customer/list', customerListSchema, { signal });
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
