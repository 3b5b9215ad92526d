import { queryOptions, useQuery } from '@tanstack/react-query';
import { consumerSettingsSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** The sign-up form's e-mail option (offered, text, default) and registration message. */
export function getConsumerSettings(signal?: AbortSignal) {
  return apiRequest(anonymousApiSession, '/api/settings/consumer', consumerSettingsSchema, { anonymous: true, signal });
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
