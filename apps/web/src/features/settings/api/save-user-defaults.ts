import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserDefaults, adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getUserDefaultsQueryOptions } from './get-user-defaults.ts';

export type UserDefaultsUpdate = Partial<UserDefaults>;

/** POST /api/userPreferences/defaults: either or both of the user's layout and sort. */
export function saveUserDefaults(api: ApiSession, update: UserDefaultsUpdate) {
  return callApi(api, adminEndpoints.saveUserDefaults, { body: update });
}

/**
 * Saves the user's defaults and shows them at once: the cached defaults change before the call
 * and go back if it fails. A success is not re-read, so a choice made in another tab meanwhile
 * does not switch this one's layout under the user.
 */
export function useSaveUserDefaults() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const { queryKey } = getUserDefaultsQueryOptions(api);
  return useMutation({
    mutationFn: (update: UserDefaultsUpdate) => saveUserDefaults(api, update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current) => ({
        defaultPageLayout: null,
        defaultPageSortBy: null,
        ...current,
        ...update,
      }));
      return { previous };
    },
    onError: (_error, _update, context) => queryClient.setQueryData(queryKey, context?.previous),
  });
}
