import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useSaveCartHeader } from '../../features/checkout/api/save-cart-header.ts';
import { guideCountQueryKeyPrefix } from '../../features/order-guides/api/guide-count.ts';
import type { CountShiptos } from '../../features/order-guides/components/count-header.tsx';
import { CountPage } from '../../features/order-guides/components/count-page.tsx';
import { useCustomer } from '../../features/session/api/get-customer.ts';
import { OrderGuidePage } from '../../features/order-guides/components/order-guide-page.tsx';
import { useSession } from '../session/session-context.ts';

/** The order guide viewer; Count & Order is offered outside punchout only (issue 34). */
export function OrderGuideRoute() {
  const { state } = useSession();
  return <OrderGuidePage countable={!state.punchout} />;
}

/**
 * Count mode (issue 34): hidden in punchout, whose cart goes back to the buyer's system. Its ship-to is
 * the cart header's (decision 495): switching it there changes the checkout's ship-to too.
 */
export function OrderGuideCountRoute() {
  const { state } = useSession();
  const customer = useCustomer();
  const saveHeader = useSaveCartHeader();
  const queryClient = useQueryClient();
  if (state.punchout) return <Navigate to="/products" replace />;
  const shiptos: CountShiptos | undefined = customer.data
    ? {
        options: customer.data.shiptos.map((s) => ({ code: s.code, name: s.name })),
        choose: async (code) => {
          await saveHeader.mutateAsync({ customerShipToCode: code });
          await queryClient.invalidateQueries({ queryKey: guideCountQueryKeyPrefix });
        },
      }
    : undefined;
  return <CountPage shiptos={shiptos} />;
}
