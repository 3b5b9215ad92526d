import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** The user's own product-page layout and sort; null means the site default applies. */
export function getUserDefaults(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, adminEndpoints.getUserDefaults, {}, { signal });
}

export function getUserDefaultsQueryOptions(api: ApiSession) {
  return queryOptions({
    // The user's own choice, the same whichever customer they act for.
    queryKey: ['settings', 'user-defaults', scopeOf(api).signedIn],
    queryFn: ({ signal }) => getUserDefaults(api, signal),
    enabled: api.token !== null,
    staleTime: 10 * 60_000,
  });
}

export function useUserDefaults() {
  return useQuery(getUserDefaultsQueryOptions(useApiSession()));
}
