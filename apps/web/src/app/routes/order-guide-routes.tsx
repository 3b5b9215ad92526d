import { Navigate } from 'react-router';
import { CountPage } from '../../features/order-guides/components/count-page.tsx';
import { OrderGuidePage } from '../../features/order-guides/components/order-guide-page.tsx';
import { useSession } from '../session/session-context.ts';

/** The order guide viewer; Count & Order is offered outside punchout only (issue 34). */
export function OrderGuideRoute() {
  const { state } = useSession();
  return <OrderGuidePage countable={!state.punchout} />;
}

/** Count mode (issue 34): hidden in punchout, whose cart goes back to the buyer's system. */
export function OrderGuideCountRoute() {
  const { state } = useSession();
  if (state.punchout) return <Navigate to="/products" replace />;
  return <CountPage />;
}
