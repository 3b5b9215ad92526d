import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PageSortByValue, adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getDefaultPageSortByQueryOptions } from './get-default-page-sort-by.ts';

/** Spec 01 section 8: the sort card mirrors the layout card's message (decision 017) and spells its failure correctly. */
export const PAGE_SORT_SAVED = 'Page sort successfully changed.';
export const PAGE_SORT_FAILURE = 'An error has occurred.';

/** POST /api/admin/defaultPageSortBy; a refusal throws with its errorReason. */
export async function saveDefaultPageSortBy(api: ApiSession, sortBy: PageSortByValue): Promise<void> {
  const result = await callApi(api, adminEndpoints.saveDefaultPageSortBy, { body: { DefaultPageSortBy: sortBy } });
  if (!result.isSuccess) throw new Error(result.errorReason || PAGE_SORT_FAILURE);
}

export function useSaveDefaultPageSortBy() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sortBy: PageSortByValue) => saveDefaultPageSortBy(api, sortBy),
    onSuccess: (_nothing, sortBy) =>
      queryClient.setQueryData(getDefaultPageSortByQueryOptions().queryKey, { DefaultPageSortBy: sortBy }),
  });
}
