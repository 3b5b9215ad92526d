import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationSettings, type NotificationSettingsUpdate } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/notifications: the mails the user may receive, each on or off. */
export function getNotificationSettingsQueryOptions(api: ApiSession) {
  return queryOptions({
    // The user's own choice, the same whichever customer they act for.
    queryKey: ['notifications', 'settings', scopeOf(api).signedIn],
    queryFn: ({ signal }) => callApi(api, notificationEndpoints.getNotificationSettings, {}, { signal }),
    enabled: api.token !== null,
  });
}

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions(useApiSession()));
}

/**
 * PUT /api/notifications: a switch shows its new state at once; the answer (every kind as saved)
 * replaces it, and a failure puts the previous state back.
 */
export function useSaveNotificationSettings() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationSettingsQueryOptions(api);
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) =>
      callApi(api, notificationEndpoints.saveNotificationSettings, { body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: NotificationSettings | undefined) =>
        current ? { kinds: current.kinds.map((k) => ({ ...k, enabled: update[k.kind] ?? k.enabled })) } : current,
      );
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (_error, _update, context) => queryClient.setQueryData(queryKey, context?.previous),
  });
}
