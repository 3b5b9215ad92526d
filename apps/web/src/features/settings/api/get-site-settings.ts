import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { DEFAULT_MONEY_FORMAT, setSiteCurrency } from '@provender/rules';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Settings any visitor needs before signing in (company name, guests, consumers, pickup/delivery). */
export async function getSiteSettings(api: ApiSession, signal?: AbortSignal) {
  const settings = await callApi(api, sessionEndpoints.getSiteSettings, {}, { anonymous: true, signal });
  // Money is written in the site's currency from here on (decision 441).
  setSiteCurrency(settings.currency ?? DEFAULT_MONEY_FORMAT.currency);
  return settings;
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
