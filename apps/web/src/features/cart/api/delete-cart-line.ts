import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Cart, cartEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getCartQueryOptions, invalidateCart } from './get-cart.ts';

/** DELETE /api/cart/line/{id}. */
export function deleteCartLine(api: ApiSession, id: number) {
  return callApi(api, cartEndpoints.deleteCartLine, { params: { id } });
}

/** Spec 01 section 4: deleting applies locally at once; the server's cart follows. */
export function useDeleteCartLine() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions(api);
  return useMutation({
    mutationFn: (id: number) => deleteCartLine(api, id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Cart>(queryKey);
      if (previous)
        queryClient.setQueryData<Cart>(queryKey, { ...previous, lines: previous.lines.filter((l) => l.id !== id) });
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => invalidateCart(queryClient),
  });
}
