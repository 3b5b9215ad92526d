import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { CHECKOUT_QUERY_ROOT } from './get-cart-header.ts';

/** GET /api/cart/date?shipto=: valid dates, defaultDate and earliestDate (consumers: by ship method). */
export function getDeliveryDates(api: ApiSession, shipto: string | null, signal?: AbortSignal) {
  return callApi(api, checkoutEndpoints.getDeliveryDates, { query: { shipto: shipto ?? undefined } }, { signal });
}

export function getDeliveryDatesQueryOptions(api: ApiSession, shipto: string | null) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'dates', scopeOf(api), shipto],
    queryFn: ({ signal }) => getDeliveryDates(api, shipto, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // Dates close at the cut-off; a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useDeliveryDates(shipto: string | null, enabled = true) {
  const options = getDeliveryDatesQueryOptions(useApiSession(), shipto);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
