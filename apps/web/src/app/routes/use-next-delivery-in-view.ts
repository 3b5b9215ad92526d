import { useQuery } from '@tanstack/react-query';
import { useApiSession } from '../../components/api-client/api-session.ts';
import { getCartHeaderQueryOptions } from '../../features/checkout/api/get-cart-header.ts';
import { useNextDelivery } from '../../features/delivery/api/get-next-delivery.ts';

/**
 * The next delivery of the app bar and the cart page (decision 501): of the checkout's ship-to once the
 * cart header is known (read from the cache only, never asked for here), else the server's choice.
 */
export function useNextDeliveryInView(enabled: boolean) {
  const header = useQuery({ ...getCartHeaderQueryOptions(useApiSession()), enabled: false });
  return useNextDelivery(enabled, header.data?.customerShipToCode || null);
}
