import { orderGuideEndpoints } from '@provender/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { orderGuidesQueryKeyPrefix } from './get-order-guides.ts';
import { writeOrderGuide } from './order-guide-write.ts';

export function deleteOrderGuide(api: ApiSession, name: string) {
  return writeOrderGuide(api, orderGuideEndpoints.deleteOrderGuide, name);
}

export function useDeleteOrderGuide() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteOrderGuide(api, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderGuidesQueryKeyPrefix }),
  });
}
