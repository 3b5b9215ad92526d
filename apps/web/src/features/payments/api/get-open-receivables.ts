import { queryOptions, useQuery } from '@tanstack/react-query';
import { receivableEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Shares the account prefix, so a payment refreshes the account screens too. */
export const openReceivablesQueryKey = (api: ApiSession) => ['account', 'openar', scopeOf(api)] as const;

export function getOpenReceivables(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, receivableEndpoints.getOpenReceivables, {}, { signal });
}

export function useOpenReceivables() {
  const api = useApiSession();
  return useQuery(
    queryOptions({
      queryKey: openReceivablesQueryKey(api),
      queryFn: ({ signal }) => getOpenReceivables(api, signal),
      enabled: api.token !== null && api.customerKey !== null,
    }),
  );
}
