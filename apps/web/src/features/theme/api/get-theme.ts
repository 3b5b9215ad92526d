import { queryOptions, useQuery } from '@tanstack/react-query';
import { landingEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/theme: the theme in force for the signed-in user (their own, or the site's). */
export function getTheme(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, landingEndpoints.getTheme, {}, { signal });
}

export function getThemeQueryOptions(api: ApiSession) {
  return queryOptions({
    // Per user and acting customer: a customer's override may switch user colours off.
    queryKey: ['theme', api.token, api.customerKey],
    queryFn: ({ signal }) => getTheme(api, signal),
    enabled: api.token !== null,
    staleTime: Infinity,
  });
}

export function useUserTheme() {
  return useQuery(getThemeQueryOptions(useApiSession()));
}
