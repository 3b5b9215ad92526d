import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** The sign-up form's e-mail option (offered, text, default) and registration message. */
export function getConsumerSettings(signal?: AbortSignal) {
  return callApi(anonymousApiSession, accountEndpoints.getConsumerSettings, {}, { anonymous: true, signal });
}

export function getConsumerSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['consumer', 'settings'],
    queryFn: ({ signal }) => getConsumerSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useConsumerSettings() {
  return useQuery(getConsumerSettingsQueryOptions());
}
