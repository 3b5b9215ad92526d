import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

export interface ResendVerificationInput {
  email: string;
  verifyToken: string;
}

/** Mails a new verification link to an unverified consumer (same answer for any address). */
export function resendVerification(body: ResendVerificationInput) {
  return callApi(anonymousApiSession, accountEndpoints.resendVerification, { body }, { anonymous: true });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
