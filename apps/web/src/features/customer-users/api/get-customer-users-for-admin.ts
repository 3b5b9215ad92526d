import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerUserEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { customerUsersQueryKeyPrefix } from './get-customer-users.ts';

/** Administrators: any business customer's users and roles, read-only (issue 35 item 4). */
export function getCustomerUsersForAdmin(api: ApiSession, customerCode: string, signal?: AbortSignal) {
  return callApi(api, customerUserEndpoints.getCustomerUsersForAdmin, { params: { customerCode } }, { signal });
}

export function getCustomerUsersForAdminQueryOptions(api: ApiSession, customerCode: string) {
  return queryOptions({
    queryKey: [...customerUsersQueryKeyPrefix, 'admin', scopeOf(api), customerCode],
    queryFn: ({ signal }) => getCustomerUsersForAdmin(api, customerCode, signal),
    enabled: api.token !== null && customerCode !== '',
    retry: false,
  });
}

export function useCustomerUsersForAdmin(customerCode: string) {
  return useQuery(getCustomerUsersForAdminQueryOptions(useApiSession(), customerCode));
}
