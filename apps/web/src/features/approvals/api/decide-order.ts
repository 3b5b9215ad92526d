import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalEndpoints, type ApproveOrder } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { approvalsQueryKeyPrefix } from './get-approvals.ts';

export type Decision =
  | { kind: 'approve'; orderNumber: string; body: ApproveOrder }
  | { kind: 'reject'; orderNumber: string; reason: string };

/** Approves (with any changed quantities) or rejects with a reason. */
export function decideOrder(api: ApiSession, d: Decision) {
  return d.kind === 'approve'
    ? callApi(api, approvalEndpoints.approveOrder, { params: { orderNumber: d.orderNumber }, body: d.body })
    : callApi(api, approvalEndpoints.rejectOrder, {
        params: { orderNumber: d.orderNumber },
        body: { reason: d.reason },
      });
}

export function useDecideOrder() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => decideOrder(api, d),
    // The list changes either way (a decision someone else made first included); history too.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: approvalsQueryKeyPrefix });
      await queryClient.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
