import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ConsumerSignup } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** Creates the consumer account; the verification mail follows. */
export function signUpConsumer(body: ConsumerSignup) {
  return apiRequest(anonymousApiSession, '/api/consumer/signup', messageResponseSchema, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useSignUpConsumer() {
  return useMutation({ mutationFn: signUpConsumer });
}
