import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { receivableEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import type { DateRange } from '../../../components/date-range/date-values.ts';
import { accountQueryKeyPrefix } from './get-account-summary.ts';

/** GET /api/account/detail?startDate&endDate: the range's lines, oldest first, with the account's running balance. */
export function getAccountDetail(api: ApiSession, range: DateRange, signal?: AbortSignal) {
  const query = { startDate: range.start || undefined, endDate: range.end || undefined };
  return callApi(api, receivableEndpoints.getAccountDetail, { query }, { signal });
}

export function getAccountDetailQueryOptions(api: ApiSession, range: DateRange) {
  return queryOptions({
    queryKey: [...accountQueryKeyPrefix, 'detail', scopeOf(api), range.start, range.end],
    queryFn: ({ signal }) => getAccountDetail(api, range, signal),
    enabled: api.token !== null && api.customerKey !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAccountDetail(range: DateRange, enabled: boolean) {
  const options = getAccountDetailQueryOptions(useApiSession(), range);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
