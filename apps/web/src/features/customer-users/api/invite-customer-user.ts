import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerUserEndpoints, type InviteUser } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { customerUsersQueryKeyPrefix } from './get-customer-users.ts';

export function inviteCustomerUser(api: ApiSession, body: InviteUser) {
  return callApi(api, customerUserEndpoints.inviteCustomerUser, { body });
}

export function useInviteCustomerUser() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUser) => inviteCustomerUser(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerUsersQueryKeyPrefix }),
  });
}
