import { useMutation } from '@tanstack/react-query';
import { type CartLinePayload, cartEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { cartWriteQuery, type CartWriteOptions } from './cart-write-query.ts';

/** POST /api/cart/validate: the errors the lines would meet if added, as a data list (empty: all fine). */
export async function validateCartLines(
  api: ApiSession,
  payloads: CartLinePayload[],
  { confirmQuantity = false }: CartWriteOptions = {},
) {
  const answer = await callApi(api, cartEndpoints.validateCartLines, {
    query: cartWriteQuery(confirmQuantity),
    body: payloads,
  });
  return answer.data;
}

export function useValidateCartLines() {
  const api = useApiSession();
  return useMutation({
    mutationFn: ({ payloads, options }: { payloads: CartLinePayload[]; options?: CartWriteOptions }) =>
      validateCartLines(api, payloads, options),
  });
}
