import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartLinePayload, cartEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { cartWriteQuery, type CartWriteOptions } from './cart-write-query.ts';
import { invalidateCart } from './get-cart.ts';

/** POST /api/cart/lines: adds every line or none (quick entry); answers isSuccess, data and errors. */
export function addCartLines(
  api: ApiSession,
  payloads: CartLinePayload[],
  { confirmQuantity = false }: CartWriteOptions = {},
) {
  return callApi(api, cartEndpoints.addCartLines, { query: cartWriteQuery(confirmQuantity), body: payloads });
}

export function useAddCartLines() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payloads, options }: { payloads: CartLinePayload[]; options?: CartWriteOptions }) =>
      addCartLines(api, payloads, options),
    onSettled: () => invalidateCart(queryClient),
  });
}
