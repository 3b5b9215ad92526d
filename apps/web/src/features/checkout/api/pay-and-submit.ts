import { useMutation } from '@tanstack/react-query';
import { type CardCheckoutRequest, IDEMPOTENCY_KEY_HEADER, checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/checkout: a consumer's card payment, then the order. */
export function payAndSubmit(api: ApiSession, request: CardCheckoutRequest, idempotencyKey: string) {
  return callApi(
    api,
    checkoutEndpoints.payAndSubmit,
    { body: request },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export function usePayAndSubmit() {
  const api = useApiSession();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CardCheckoutRequest; idempotencyKey: string }) =>
      payAndSubmit(api, request, idempotencyKey),
  });
}
