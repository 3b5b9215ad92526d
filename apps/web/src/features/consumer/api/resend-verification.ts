import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

export interface ResendVerificationInput {
  email: string;
  verifyToken: string;
}

/** Mails a new verification link to an unverified consumer (same answer for any address). */
export function resendVerification(body: ResendVerificationInput) {
  return apiRequest(anonymousApiSession, '/api/consumer/resend', messageResponseSchema, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
