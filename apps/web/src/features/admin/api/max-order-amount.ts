import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/admin/maxOrderAmount: the site-wide maximum order total (administrators only). */
export function getMaxOrderAmountQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['admin', 'maxOrderAmount'],
    queryFn: ({ signal }) => callApi(api, adminEndpoints.getMaxOrderAmount, {}, { signal }),
    select: (answer) => answer.maxOrderAmount,
  });
}

export function useMaxOrderAmount() {
  return useQuery(getMaxOrderAmountQueryOptions(useApiSession()));
}

/** POST /api/admin/maxOrderAmount; the server answers the amount as stored (two decimals). */
export function useSaveMaxOrderAmount() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (maxOrderAmount: string) =>
      callApi(api, adminEndpoints.saveMaxOrderAmount, { body: { maxOrderAmount } }),
    onSuccess: (saved) => queryClient.setQueryData(getMaxOrderAmountQueryOptions(api).queryKey, saved),
  });
}
