import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useApiSession } from '../../components/api-client/api-session.ts';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { useAddresses } from '../../features/addresses/api/get-addresses.ts';
import { invalidateCart, useCart } from '../../features/cart/api/get-cart.ts';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { usePunchoutTransfer } from '../../features/punchout/hooks/use-punchout-transfer.ts';
import { useCustomer } from '../../features/session/api/get-customer.ts';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { useSession, useSessionActions } from '../session/session-context.ts';

/**
 * /checkout, composed from the cart, the customer's ship-tos (business customers), the consumer's
 * delivery addresses and the session's ship method. In a punchout session Submit transfers the
 * cart to the buyer's procurement system (spec 02 section 4).
 */
export function CheckoutRoute() {
  const { state, userType } = useSession();
  const { transfer } = usePunchoutTransfer();
  const { selectShipMethod } = useSessionActions();
  const api = useApiSession();
  const queryClient = useQueryClient();
  const settings = useUserSettings();
  const cart = useCart();
  const customer = useCustomer();
  const isConsumer = userType === 'consumer';
  const addresses = useAddresses(isConsumer ? 'consumer' : 'account');

  if (!settings.data) return <PageLoading />;
  // A read-only requisition (punchout inspect) cannot go through checkout, which saves the cart's
  // header: the cart page returns it unchanged (decision 140).
  if (cart.data?.readOnly) return <Navigate to="/cart" replace />;
  return (
    <CheckoutPage
      userType={userType}
      settings={settings.data}
      cart={cart.data}
      cartPending={cart.isPending}
      shipTos={customer.data?.shiptos ?? []}
      addresses={isConsumer ? (addresses.data ?? []) : []}
      shipMethod={isConsumer ? api.shipMethod : 'delivery'}
      onShipMethodChange={selectShipMethod}
      onCartChanged={() => void invalidateCart(queryClient)}
      punchout={state.punchout ? { label: 'Submit', transfer } : null}
    />
  );
}
