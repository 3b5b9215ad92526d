import { useMutation } from '@tanstack/react-query';
import { changePasswordResponseSchema, type ChangePasswordRequest } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Changes the signed-in user's password; the answer carries the token this session continues with. */
export function changePassword(api: ApiSession, body: ChangePasswordRequest) {
  return apiRequest(api, '/api/password', changePasswordResponseSchema, { method: 'POST', body });
}

export function useChangePassword() {
  const api = useApiSession();
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(api, body) });
}
