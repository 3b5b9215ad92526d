import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderGuidePatchInput, orderGuideEndpoints } from '@provender/contract';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { orderGuidesQueryKeyPrefix } from './get-order-guides.ts';
import { writeOrderGuide } from './order-guide-write.ts';

export interface PatchOrderGuide {
  name: string;
  lines: OrderGuidePatchInput;
}

/** PATCH /api/orderguide/{name}: isDelete removes a product, otherwise it is added or changed. */
export function patchOrderGuide(api: ApiSession, { name, lines }: PatchOrderGuide) {
  return writeOrderGuide(api, orderGuideEndpoints.patchOrderGuide, name, lines);
}

export function usePatchOrderGuide() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PatchOrderGuide) => patchOrderGuide(api, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderGuidesQueryKeyPrefix }),
  });
}
