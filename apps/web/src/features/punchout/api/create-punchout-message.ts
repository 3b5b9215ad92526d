import { useMutation } from '@tanstack/react-query';
import { checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/**
 * POST /api/punchout/createmessage: the cart as the buyer's system takes it back (spec 02
 * section 7). The server ends the punchout session with this answer.
 */
export function createPunchoutMessage(api: ApiSession) {
  return callApi(api, checkoutEndpoints.createPunchoutMessage, {});
}

export function useCreatePunchoutMessage() {
  const api = useApiSession();
  return useMutation({ mutationFn: () => createPunchoutMessage(api) });
}
