import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerUserEndpoints, type UpdateCustomerUser } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { customerUsersQueryKeyPrefix } from './get-customer-users.ts';

export function updateCustomerUser(api: ApiSession, id: number, body: UpdateCustomerUser) {
  return callApi(api, customerUserEndpoints.updateCustomerUser, { params: { id }, body });
}

export function useUpdateCustomerUser() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateCustomerUser }) => updateCustomerUser(api, id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerUsersQueryKeyPrefix }),
  });
}
