import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/cart/next-delivery: the next dates of the ship-to (the cart header's when none is named) with their cut-offs. */
export function getNextDelivery(api: ApiSession, shipto: string | null, signal?: AbortSignal) {
  return callApi(api, deliveryEndpoints.getNextDelivery, { query: { shipto: shipto ?? undefined } }, { signal });
}

export function getNextDeliveryQueryOptions(api: ApiSession, shipto: string | null) {
  return queryOptions({
    queryKey: ['next-delivery', scopeOf(api), shipto],
    queryFn: ({ signal }) => getNextDelivery(api, shipto, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // The answer holds the next three dates, so the bar moves on at a cut-off by itself; asked again now and then
    // for orders placed elsewhere and changed settings.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The next delivery of a ship-to: the checkout's (the cart header's, known to the app) so choosing another
 * ship-to at checkout moves the bar too; null lets the server choose (the header's or the default).
 */
export function useNextDelivery(enabled: boolean, shipto: string | null) {
  const options = getNextDeliveryQueryOptions(useApiSession(), shipto);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
