import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Settings any visitor needs before signing in (company name, guests, consumers, pickup/delivery). */
export function getSiteSettings(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, sessionEndpoints.getSiteSettings, {}, { anonymous: true, signal });
}

export function getSiteSettingsQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['settings', 'site', scopeOf(api)],
    queryFn: ({ signal }) => getSiteSettings(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions(useApiSession()));
}
