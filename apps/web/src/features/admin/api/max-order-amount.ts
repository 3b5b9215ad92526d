import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maxOrderAmountSchema, type MaxOrderAmount } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/admin/maxOrderAmount: the site-wide maximum order total (administrators only). */
export function getMaxOrderAmountQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['admin', 'maxOrderAmount'],
    queryFn: ({ signal }) => apiRequest(api, '/api/admin/maxOrderAmount', maxOrderAmountSchema, { signal }),
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
      apiRequest(api, '/api/admin/maxOrderAmount', maxOrderAmountSchema, {
        method: 'POST',
        body: { maxOrderAmount } satisfies MaxOrderAmount,
      }),
    onSuccess: (saved) => queryClient.setQueryData(getMaxOrderAmountQueryOptions(api).queryKey, saved),
  });
}
