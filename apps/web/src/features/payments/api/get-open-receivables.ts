import { queryOptions, useQuery } from '@tanstack/react-query';
import { openReceivablesSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Shares the account prefix, so a payment refreshes the account screens too. */
export const openReceivablesQueryKey = (api: ApiSession) => ['account', 'openar', scopeOf(api)] as const;

export function getOpenReceivables(api: ApiSession, signal?: AbortSignal) {
  return apiRequest(api, '/api/account/openar', openReceivablesSchema, { signal });
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
