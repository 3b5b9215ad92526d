import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartLinePayload, cartEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { cartWriteQuery, type CartWriteOptions } from './cart-write-query.ts';
import { invalidateCart } from './get-cart.ts';

/** POST /api/cart/line/{id}: changes quantity, price unit, override price and notes; the sell-by unit stays. */
export function editCartLine(
  api: ApiSession,
  id: number,
  payload: CartLinePayload,
  { confirmQuantity = false }: CartWriteOptions = {},
) {
  return callApi(api, cartEndpoints.editCartLine, {
    params: { id },
    query: cartWriteQuery(confirmQuantity),
    body: payload,
  });
}

export function useEditCartLine() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload, options }: { id: number; payload: CartLinePayload; options?: CartWriteOptions }) =>
      editCartLine(api, id, payload, options),
    onSettled: () => invalidateCart(queryClient),
  });
}
