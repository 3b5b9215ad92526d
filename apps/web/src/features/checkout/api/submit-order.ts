import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/cart/submit with the checkout's idempotency key: a retry never orders twice. */
export function submitOrder(api: ApiSession, idempotencyKey: string) {
  return callApi(api, checkoutEndpoints.submitOrder, {}, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useSubmitOrder() {
  const api = useApiSession();
  return useMutation({ mutationFn: (idempotencyKey: string) => submitOrder(api, idempotencyKey) });
}
