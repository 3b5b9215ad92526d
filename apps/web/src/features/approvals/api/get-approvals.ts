import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export function getApprovals(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, approvalEndpoints.getApprovals, {}, { signal });
}

export const approvalsQueryKeyPrefix = ['approvals'] as const;

export function getApprovalsQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [...approvalsQueryKeyPrefix, scopeOf(api)],
    queryFn: ({ signal }) => getApprovals(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
  });
}

export function useApprovals() {
  return useQuery(getApprovalsQueryOptions(useApiSession()));
}
