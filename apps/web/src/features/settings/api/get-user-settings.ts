import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** The signed-in user's effective settings for the acting customer (pricing, rounding, notes, images). */
export function getUserSettings(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, sessionEndpoints.getUserSettings, {}, { signal });
}

export function getUserSettingsQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['settings', 'user', scopeOf(api)],
    queryFn: ({ signal }) => getUserSettings(api, signal),
    // Settings depend on the acting customer, so they wait until one is chosen.
    enabled: api.token !== null && api.customerKey !== null,
    staleTime: 5 * 60_000,
  });
}

export function useUserSettings() {
  return useQuery(getUserSettingsQueryOptions(useApiSession()));
}
