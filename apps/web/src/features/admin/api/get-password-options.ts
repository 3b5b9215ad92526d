import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordOptionsSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** The administrator's password rules (anonymous: sign-up and reset screens show them too). */
export function getPasswordOptions(api: ApiSession = anonymousApiSession, signal?: AbortSignal) {
  return apiRequest(api, '/api/admin/passwordOptions', passwordOptionsSchema, { anonymous: true, signal });
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
