import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderGuideCreateLineInput, orderGuideEndpoints } from '@provender/contract';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { orderGuidesQueryKeyPrefix } from './get-order-guides.ts';
import { writeOrderGuide } from './order-guide-write.ts';

export interface CreateOrderGuide {
  name: string;
  lines: OrderGuideCreateLineInput[];
}

/** POST /api/orderguide/{name}: 409 when the customer already has the name, 405 for Standard. */
export function createOrderGuide(api: ApiSession, { name, lines }: CreateOrderGuide) {
  return writeOrderGuide(api, orderGuideEndpoints.createOrderGuide, name, { name, lines });
}

export function useCreateOrderGuide() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guide: CreateOrderGuide) => createOrderGuide(api, guide),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderGuidesQueryKeyPrefix }),
  });
}
