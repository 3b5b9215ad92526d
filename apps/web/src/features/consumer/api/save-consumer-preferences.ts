import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConsumerPreferences, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getConsumerPreferencesQueryOptions } from './get-consumer-preferences.ts';

/** Saves the preferences; email must repeat the account's e-mail address. */
export function saveConsumerPreferences(api: ApiSession, body: ConsumerPreferences) {
  return callApi(api, accountEndpoints.saveConsumerPreferences, { body });
}

export function useSaveConsumerPreferences() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsumerPreferences) => saveConsumerPreferences(api, body),
    onSuccess: (saved) => queryClient.setQueryData(getConsumerPreferencesQueryOptions(api).queryKey, saved),
  });
}
