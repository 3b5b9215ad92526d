import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** Spends the single-use verification link; ok means verified. */
export function verifyEmail(token: string, signal?: AbortSignal) {
  return callApi(
    anonymousApiSession,
    accountEndpoints.verifyEmail,
    { query: { t: token } },
    { anonymous: true, signal },
  );
}

export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['consumer', 'verify', token],
    queryFn: ({ signal }) => verifyEmail(token, signal),
    enabled: token !== '',
    // The link works once: never ask again for the same token.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
