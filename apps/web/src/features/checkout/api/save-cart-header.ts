import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartHeaderInput, checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getCartHeaderQueryOptions } from './get-cart-header.ts';
import { getCartEstimateQueryOptions } from './get-cart-estimate.ts';

/** POST /api/cart/header: stores the step and answers isValid with the problems in message. */
export function saveCartHeader(api: ApiSession, header: CartHeaderInput) {
  return callApi(api, checkoutEndpoints.saveCartHeader, { body: header });
}

export function useSaveCartHeader() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (header: CartHeaderInput) => saveCartHeader(api, header),
    onSuccess: (state) => {
      queryClient.setQueryData(getCartHeaderQueryOptions(api).queryKey, state);
      // The destination decides tax and charges.
      return queryClient.invalidateQueries({ queryKey: getCartEstimateQueryOptions(api).queryKey.slice(0, 3) });
    },
  });
}
