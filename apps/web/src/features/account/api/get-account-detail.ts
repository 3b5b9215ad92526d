import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { receivableEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { accountQueryKeyPrefix } from './get-account-summary.ts';

export interface DetailRange {
  startDate: string | null;
  endDate: string | null;
}

export function getAccountDetail(api: ApiSession, range: DetailRange, signal?: AbortSignal) {
  const query = { startDate: range.startDate || undefined, endDate: range.endDate || undefined };
  return callApi(api, receivableEndpoints.getAccountDetail, { query }, { signal });
}

export function getAccountDetailQueryOptions(api: ApiSession, range: DetailRange) {
  return queryOptions({
    queryKey: [...accountQueryKeyPrefix, 'detail', scopeOf(api), range.startDate, range.endDate],
    queryFn: ({ signal }) => getAccountDetail(api, range, signal),
    enabled: api.token !== null && api.customerKey !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAccountDetail(range: DetailRange, enabled: boolean) {
  const options = getAccountDetailQueryOptions(useApiSession(), range);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
