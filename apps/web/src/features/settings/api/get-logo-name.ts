import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** The small, light and dark logo file names; the same for every visitor, so sent without a token. */
export function getLogoName(signal?: AbortSignal) {
  return callApi(anonymousApiSession, sessionEndpoints.getLogoName, {}, { anonymous: true, signal });
}

export function getLogoNameQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'logo-name'],
    queryFn: ({ signal }) => getLogoName(signal),
    // Spec 01 section 9: the logo name is cached for 5 minutes.
    staleTime: 5 * 60_000,
  });
}

export function useLogoName() {
  return useQuery(getLogoNameQueryOptions());
}
