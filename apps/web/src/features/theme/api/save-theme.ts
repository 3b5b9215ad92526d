import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ThemeInput, landingEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getThemeQueryOptions } from './get-theme.ts';

/** POST /api/theme: the user's light or dark theme and colours. */
export function saveTheme(api: ApiSession, input: ThemeInput) {
  return callApi(api, landingEndpoints.saveTheme, { body: input });
}

export function useSaveTheme() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThemeInput) => saveTheme(api, input),
    onSuccess: (theme) => queryClient.setQueryData(getThemeQueryOptions(api).queryKey, theme),
  });
}
