import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PageLayoutValue, adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getDefaultPageLayoutQueryOptions } from './get-default-page-layout.ts';

/** Spec 01 section 8, word for word (the layout card's spelling). */
export const PAGE_LAYOUT_SAVED = 'Page layout successfully changed.';
export const PAGE_LAYOUT_FAILURE = 'An error has occured.';

/** POST /api/admin/defaultPageLayout; a refusal throws with its errorReason. */
export async function saveDefaultPageLayout(api: ApiSession, layout: PageLayoutValue): Promise<void> {
  const result = await callApi(api, adminEndpoints.saveDefaultPageLayout, { body: { DefaultPageLayout: layout } });
  if (!result.isSuccess) throw new Error(result.errorReason || PAGE_LAYOUT_FAILURE);
}

export function useSaveDefaultPageLayout() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: PageLayoutValue) => saveDefaultPageLayout(api, layout),
    onSuccess: (_nothing, layout) =>
      queryClient.setQueryData(getDefaultPageLayoutQueryOptions().queryKey, { DefaultPageLayout: layout }),
  });
}
