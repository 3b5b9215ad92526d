import { useQuery } from '@tanstack/react-query';
import type { CartHeaderState } from '@provender/contract';
import { useApiSession } from '../../components/api-client/api-session.ts';
import { cartHeaderQueryKey } from '../../features/checkout/api/cart-header-key.ts';
import { useNextDelivery } from '../../features/delivery/api/get-next-delivery.ts';

/**
 * The next delivery of the app bar and the cart page (decision 501): of the checkout's ship-to once the
 * cart header is known (read from the cache only, never asked for here), else the server's choice.
 */
export function useNextDeliveryInView(enabled: boolean) {
  const header = useQuery<CartHeaderState>({ queryKey: cartHeaderQueryKey(useApiSession()), enabled: false });
  return useNextDelivery(enabled, header.data?.customerShipToCode || null);
}
