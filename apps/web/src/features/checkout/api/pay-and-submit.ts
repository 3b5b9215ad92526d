import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, cardCheckoutResultSchema, type CardCheckoutRequest } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/checkout: a consumer's card payment, then the order. */
export function payAndSubmit(api: ApiSession, request: CardCheckoutRequest, idempotencyKey: string) {
  return apiRequest(api, '/api/checkout', cardCheckoutResultSchema, {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function usePayAndSubmit() {
  const api = useApiSession();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CardCheckoutRequest; idempotencyKey: string }) =>
      payAndSubmit(api, request, idempotencyKey),
  });
}
