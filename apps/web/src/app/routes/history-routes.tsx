import { useQueryClient } from '@tanstack/react-query';
import { invalidateCart } from '../../features/cart/api/get-cart.ts';
import { OrderHistoryPage } from '../../features/history/components/order-history-page.tsx';
import { ProductHistoryPage } from '../../features/history/components/product-history-page.tsx';
import { dateToIso } from '../../components/date-range/date-values.ts';

/** Product History opens on the last 90 days (decision 070). */
const PRODUCT_HISTORY_DAYS = 90;

export function OrderHistoryRoute() {
  const queryClient = useQueryClient();
  return <OrderHistoryPage onCartChanged={() => void invalidateCart(queryClient)} />;
}

export function ProductHistoryRoute() {
  const start = new Date();
  start.setDate(start.getDate() - PRODUCT_HISTORY_DAYS);
  return <ProductHistoryPage initialRange={{ start: dateToIso(start), end: null }} />;
}
