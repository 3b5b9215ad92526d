import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { defaultSettingValues } from '@provender/contract';
import { EstimateTotals } from '../../components/order-estimate/estimate-totals.tsx';
import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { cartEstimateKey, useCartEstimate } from '../../features/checkout/api/get-cart-estimate.ts';
import { useCart } from '../../features/cart/api/get-cart.ts';
import { NextDeliveryNotice } from '../../features/delivery/components/next-delivery-notice.tsx';
import { CartLineStock } from '../../features/catalog/components/cart-line-stock.tsx';
import { useCartLineDialog } from '../../features/catalog/hooks/use-cart-line-dialog.ts';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { usePunchoutTransfer } from '../../features/punchout/hooks/use-punchout-transfer.ts';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { menuRouteDecision } from '../routing/route-access.ts';
import { useSession } from '../session/session-context.ts';
import { useNextDeliveryInView } from './use-next-delivery-in-view.ts';

// Loaded when first opened (decision 260): its form library is not part of the cart's first screen.
const SaveCartAsGuideDialog = lazy(async () => ({
  default: (await import('../../features/order-guides/components/save-cart-as-guide-dialog.tsx')).SaveCartAsGuideDialog,
}));

/**
 * /cart, with the catalog's Edit Cart dialog and stock for its lines, Checkout when that entry is open and
 * the order-guides feature's Save Order Guide for signed-in users who may use order guides.
 */
export function CartRoute() {
  const { state, userType } = useSession();
  const punchoutTransfer = usePunchoutTransfer();
  const navigate = useNavigate();
  const settings = useUserSettings().data ?? { ...defaultSettingValues, hidePricing: true };
  const menu = useMenu();
  const { openEditCartLine } = useCartLineDialog();
  const checkoutOpen =
    menuRouteDecision(
      menu.data?.find((e) => e.key === 'CheckOut'),
      userType,
    ) === 'allow';
  const guidesOpen =
    userType !== 'public' &&
    menuRouteDecision(
      menu.data?.find((e) => e.key === 'OrderGuides'),
      userType,
    ) === 'allow';
  const cart = useCart();
  // The app bar's next delivery, where the order is made (decision 501); the same query, so no second request.
  const nextDelivery = useNextDeliveryInView(checkoutOpen && userType !== 'public' && !state.punchout);
  // The charges, tax and total checkout will show, from the same GET /api/checkout (decision 104).
  const showEstimate = checkoutOpen && userType !== 'public' && !settings.hidePricing;
  const estimate = useCartEstimate({
    enabled: showEstimate && (cart.data?.lines.length ?? 0) > 0,
    cartKey: cartEstimateKey(cart.data?.lines ?? []),
  });
  const [savingGuide, setSavingGuide] = useState(false);
  // Kept mounted once shown, so closing it plays its transition.
  const [guideAsked, setGuideAsked] = useState(false);
  if (savingGuide && !guideAsked) setGuideAsked(true);
  const guideLines = (cart.data?.lines ?? []).map((l) => ({
    productKey: l.productKey,
    orderQuantity: l.quantity.value,
    unitOfMeasure: l.quantity.unit,
  }));

  return (
    <>
      <CartPage
        settings={{
          showTotalItemsQuantity: settings.showTotalItemsQuantity,
          showTotalCaseQuantity: settings.showTotalCaseQuantity,
          showTotalOrderQuantity: settings.showTotalOrderQuantity,
          totalOrderQuantityLabel: settings.totalOrderQuantityLabel,
          hidePricing: settings.hidePricing,
          imageFit: settings.imageFit,
          missingImage: settings.missingImage,
        }}
        onEditLine={openEditCartLine}
        lineStock={(line) =>
          line.isAvailable ? (
            <CartLineStock product={line.product} unitOfMeasure={line.quantity.unit} quantity={line.quantity.value} />
          ) : null
        }
        estimate={
          showEstimate ? (
            <EstimateTotals estimate={estimate.data} failed={estimate.isError} estimated={userType === 'consumer'} />
          ) : null
        }
        onCheckout={checkoutOpen ? () => void navigate('/checkout') : null}
        notice={nextDelivery.data ? <NextDeliveryNotice next={nextDelivery.data} /> : null}
        returnUnchanged={state.punchout ? punchoutTransfer : null}
        extraActions={
          guidesOpen ? (
            <Button variant="outlined" onClick={() => setSavingGuide(true)}>
              Save Order Guide
            </Button>
          ) : null
        }
      />
      {guidesOpen && guideAsked ? (
        <Suspense fallback={null}>
          <SaveCartAsGuideDialog open={savingGuide} lines={guideLines} onClose={() => setSavingGuide(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
