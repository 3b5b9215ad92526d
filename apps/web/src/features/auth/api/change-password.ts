import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordRequest, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Changes the signed-in user's password; the answer carries the token this session continues with. */
export function changePassword(api: ApiSession, body: ChangePasswordRequest) {
  return callApi(api, accountEndpoints.changePassword, { body });
}

export function useChangePassword() {
  const api = useApiSession();
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(api, body) });
}
