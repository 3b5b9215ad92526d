import { queryOptions, useQuery } from '@tanstack/react-query';
import { landingEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/landing: the landing layout; guests may read it when the site lets them in. */
export function getLanding(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, landingEndpoints.getLanding, {}, { anonymous: true, signal });
}

export function getLandingQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['landing', scopeOf(api).signedIn],
    queryFn: ({ signal }) => getLanding(api, signal),
    // The page changes when an administrator saves it; saving refreshes this.
    staleTime: 5 * 60_000,
  });
}

export function useLanding() {
  return useQuery(getLandingQueryOptions(useApiSession()));
}
