import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, orderResultSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/cart/submit with the checkout's idempotency key: a retry never orders twice. */
export function submitOrder(api: ApiSession, idempotencyKey: string) {
  return apiRequest(api, '/api/cart/submit', orderResultSchema, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useSubmitOrder() {
  const api = useApiSession();
  return useMutation({ mutationFn: (idempotencyKey: string) => submitOrder(api, idempotencyKey) });
}
