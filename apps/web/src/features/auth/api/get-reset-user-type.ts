import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** Whether a reset link is usable and belongs to a business user (isB2B) or a consumer. */
export function getResetUserType(resetToken: string, signal?: AbortSignal) {
  return callApi(
    anonymousApiSession,
    accountEndpoints.getResetUserType,
    { body: { resetToken } },
    { anonymous: true, signal },
  );
}

export function getResetUserTypeQueryOptions(resetToken: string) {
  return queryOptions({
    queryKey: ['auth', 'resetUserType', resetToken],
    queryFn: ({ signal }) => getResetUserType(resetToken, signal),
    enabled: resetToken !== '',
    staleTime: Infinity,
    retry: false,
  });
}

export function useResetUserType(resetToken: string) {
  return useQuery(getResetUserTypeQueryOptions(resetToken));
}
