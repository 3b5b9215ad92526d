import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerUserEndpoints, type ApprovalRules } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { customerUsersQueryKeyPrefix } from './get-customer-users.ts';

export function saveApprovalRules(api: ApiSession, body: ApprovalRules) {
  return callApi(api, customerUserEndpoints.saveApprovalRules, { body });
}

export function useSaveApprovalRules() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalRules) => saveApprovalRules(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerUsersQueryKeyPrefix }),
  });
}
