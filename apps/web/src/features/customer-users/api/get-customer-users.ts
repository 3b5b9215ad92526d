import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerUserEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export function getCustomerUsers(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, customerUserEndpoints.getCustomerUsers, {}, { signal });
}

/** Every Users-page answer of the session: invalidated after any change. */
export const customerUsersQueryKeyPrefix = ['customer-users'] as const;

export function getCustomerUsersQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [...customerUsersQueryKeyPrefix, scopeOf(api)],
    queryFn: ({ signal }) => getCustomerUsers(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
  });
}

export function useCustomerUsers() {
  return useQuery(getCustomerUsersQueryOptions(useApiSession()));
}
