import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartLinePayload, cartEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { cartWriteQuery, type CartWriteOptions } from './cart-write-query.ts';
import { invalidateCart } from './get-cart.ts';

/** POST /api/cart/line: adds a line (merged into the same product and sell-by unit); 409 when refused. */
export function addCartLine(
  api: ApiSession,
  payload: CartLinePayload,
  { confirmQuantity = false }: CartWriteOptions = {},
) {
  return callApi(api, cartEndpoints.addCartLine, { query: cartWriteQuery(confirmQuantity), body: payload });
}

export function useAddCartLine() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, options }: { payload: CartLinePayload; options?: CartWriteOptions }) =>
      addCartLine(api, payload, options),
    onSettled: () => invalidateCart(queryClient),
  });
}
