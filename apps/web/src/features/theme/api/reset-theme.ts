import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landingEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getThemeQueryOptions } from './get-theme.ts';

/** POST /api/theme/reset: back to the site's theme. */
export function resetTheme(api: ApiSession) {
  return callApi(api, landingEndpoints.resetTheme, {});
}

export function useResetTheme() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTheme(api),
    onSuccess: (theme) => queryClient.setQueryData(getThemeQueryOptions(api).queryKey, theme),
  });
}
