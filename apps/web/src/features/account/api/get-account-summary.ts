import { queryOptions, useQuery } from '@tanstack/react-query';
import { receivableEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Every account query starts with this key, so a payment can refresh them all. */
export const accountQueryKeyPrefix = ['account'] as const;

export function getAccountSummary(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, receivableEndpoints.getAccountSummary, {}, { signal });
}

export function getAccountSummaryQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: [...accountQueryKeyPrefix, 'summary', scopeOf(api)],
    queryFn: ({ signal }) => getAccountSummary(api, signal),
    enabled: api.token !== null && api.customerKey !== null,
  });
}

export function useAccountSummary() {
  return useQuery(getAccountSummaryQueryOptions(useApiSession()));
}
