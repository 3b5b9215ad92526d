import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type PaymentDraft, receivableEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/payment with the draft; the key makes a retry answer the first result. */
export function makePayment(api: ApiSession, draft: PaymentDraft, idempotencyKey: string) {
  return callApi(
    api,
    receivableEndpoints.makePayment,
    { body: draft },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export function useMakePayment() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, idempotencyKey }: { draft: PaymentDraft; idempotencyKey: string }) =>
      makePayment(api, draft, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
