import { useMutation } from '@tanstack/react-query';
import { type ConsumerSignup, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** Creates the consumer account; the verification mail follows. */
export function signUpConsumer(body: ConsumerSignup) {
  return callApi(anonymousApiSession, accountEndpoints.signUpConsumer, { body }, { anonymous: true });
}

export function useSignUpConsumer() {
  return useMutation({ mutationFn: signUpConsumer });
}
