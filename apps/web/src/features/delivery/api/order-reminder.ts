import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryEndpoints, type OrderReminder } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/user/order-reminder: "Remind me to order", on or off, and the hours before the cut-off. */
export function getOrderReminderQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['settings', 'order-reminder', scopeOf(api)],
    queryFn: ({ signal }) => callApi(api, deliveryEndpoints.getOrderReminder, {}, { signal }),
    enabled: api.token !== null,
  });
}

export function useOrderReminder() {
  return useQuery(getOrderReminderQueryOptions(useApiSession()));
}

/** PUT /api/user/order-reminder. */
export function useSaveOrderReminder() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderReminder) => callApi(api, deliveryEndpoints.saveOrderReminder, { body }),
    onSuccess: (saved) => queryClient.setQueryData(getOrderReminderQueryOptions(api).queryKey, saved),
  });
}
