import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** The administrator's password rules (anonymous: sign-up and reset screens show them too). */
export function getPasswordOptions(api: ApiSession = anonymousApiSession, signal?: AbortSignal) {
  return callApi(api, adminEndpoints.getPasswordOptions, {}, { anonymous: true, signal });
}

export function getPasswordOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'passwordOptions'],
    queryFn: ({ signal }) => getPasswordOptions(anonymousApiSession, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePasswordOptions() {
  return useQuery(getPasswordOptionsQueryOptions());
}
