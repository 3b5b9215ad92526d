import { useState } from 'react';
import type { Product } from '@provender/contract';
import { ProductDetailPage } from '../../features/catalog/components/product-detail-page.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { AddToOrderGuideDialog } from '../../features/order-guides/components/add-to-order-guide-dialog.tsx';
import { menuRouteDecision } from '../routing/route-access.ts';
import { useSession } from '../session/session-context.ts';

/**
 * /product/{productKey} with the order-guides feature's Add to Order Guide (the product's default
 * quantity and unit) for signed-in users to whom the Order Guides entry is open.
 */
export function ProductDetailRoute() {
  const { userType } = useSession();
  const menu = useMenu();
  const guidesOpen = userType !== 'public' && menuRouteDecision(menu.data?.find((e) => e.key === 'OrderGuides'), userType) === 'allow';
  const [adding, setAdding] = useState<Product | null>(null);
  return (
    <>
      <ProductDetailPage onAddToOrderGuide={guidesOpen ? setAdding : null} />
      {guidesOpen ? <AddToOrderGuideDialog product={adding} onClose={() => setAdding(null)} /> : null}
    </>
  );
}
