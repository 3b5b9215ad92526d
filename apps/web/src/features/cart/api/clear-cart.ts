import { cartEndpoints } from '@provender/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getCartQueryOptions, invalidateCart } from './get-cart.ts';

/** DELETE /api/cart: removes every line. */
export function clearCart(api: ApiSession) {
  return callApi(api, cartEndpoints.clearCart, {});
}

/** Spec 02 section 4: clearing applies locally at once; the server's cart follows. */
export function useClearCart() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions(api);
  return useMutation({
    mutationFn: () => clearCart(api),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Cart>(queryKey);
      if (previous) queryClient.setQueryData<Cart>(queryKey, { ...previous, lines: [] });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => invalidateCart(queryClient),
  });
}
