import { useMutation } from '@tanstack/react-query';
import { type ResetRequest, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Mails a reset link if the account exists; the answer is the same either way. */
export function requestPasswordReset(api: ApiSession, body: ResetRequest) {
  return callApi(api, accountEndpoints.requestPasswordReset, { body }, { anonymous: true });
}

export function useRequestPasswordReset() {
  const api = useApiSession();
  return useMutation({ mutationFn: (body: ResetRequest) => requestPasswordReset(api, body) });
}
