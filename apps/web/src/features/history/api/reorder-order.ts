import { useMutation } from '@tanstack/react-query';
import { historyEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/history/orders/{orderNumber}/reorder: its lines into the cart, the refused ones listed. */
export function reorderOrder(api: ApiSession, orderNumber: string) {
  return callApi(api, historyEndpoints.reorderOrder, { params: { id: orderNumber } });
}

/** onCartChanged refreshes the cart (the app passes the cart feature's invalidation in). */
export function useReorderOrder(onCartChanged: () => void) {
  const api = useApiSession();
  return useMutation({
    mutationFn: (orderNumber: string) => reorderOrder(api, orderNumber),
    onSettled: onCartChanged,
  });
}
