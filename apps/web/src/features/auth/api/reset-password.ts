import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

export interface ResetPasswordInput {
  password: string;
  resetToken: string;
  verifyToken: string;
}

/** Completes a reset with the mailed link; the spec's client sends an empty email. */
export function resetPassword(input: ResetPasswordInput) {
  return callApi(
    anonymousApiSession,
    accountEndpoints.resetPassword,
    { body: { email: '', ...input } },
    { anonymous: true },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
