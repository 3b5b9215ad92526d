import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { MenuEntry, Product } from '@provender/contract';
import { useAddCartLine } from '../../features/cart/api/add-cart-line.ts';
import { useAddCartLines } from '../../features/cart/api/add-cart-lines.ts';
import { useEditCartLine } from '../../features/cart/api/edit-cart-line.ts';
import { useCart } from '../../features/cart/api/get-cart.ts';
import { useValidateCartLines } from '../../features/cart/api/validate-cart-lines.ts';
import {
  CatalogEnvironmentContext,
  defaultCatalogSettings,
  type CatalogCart,
  type CatalogEnvironment,
  type CatalogSettings,
} from '../../features/catalog/catalog-environment.ts';
import { CartLineDialogProvider } from '../../features/catalog/components/cart-line-dialog-provider.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { menuRouteDecision } from '../routing/route-access.ts';
import { useSession } from '../session/session-context.ts';

// Loaded when first opened, not with the shell (decision 180).
const AddToOrderGuideDialog = lazy(async () => ({
  default: (await import('../../features/order-guides/components/add-to-order-guide-dialog.tsx')).AddToOrderGuideDialog,
}));

/** Whether the signed-in user may use the cart (its menu entry is open). */
export function useCartOpen(): boolean {
  const { userType } = useSession();
  const menu = useMenu();
  const entry = menu.data?.find((e: MenuEntry) => e.key === 'ViewCart');
  return userType !== 'public' && menuRouteDecision(entry, userType) === 'allow';
}

/** Whether the signed-in user may keep order guides (the Order Guides entry is open). */
function useOrderGuidesOpen(): boolean {
  const { userType } = useSession();
  const menu = useMenu();
  const entry = menu.data?.find((e: MenuEntry) => e.key === 'OrderGuides');
  return userType !== 'public' && menuRouteDecision(entry, userType) === 'allow';
}

/**
 * Gives the catalog its settings (the user's effective ones, the site's for guests) and the cart,
 * composed from the settings and cart features, and hosts the Add To Cart dialog and the
 * order-guides feature's Add to Order Guide dialog (the product's default quantity and unit).
 */
export function CatalogEnvironmentProvider({ children }: { children: ReactNode }) {
  const { userType } = useSession();
  const site = useSiteSettings();
  const user = useUserSettings();
  const cartOpen = useCartOpen();
  const guidesOpen = useOrderGuidesOpen();
  const [addingToGuide, setAddingToGuide] = useState<Product | null>(null);
  // Kept mounted once shown, so closing it plays its transition.
  const [guideAsked, setGuideAsked] = useState(false);
  if (addingToGuide && !guideAsked) setGuideAsked(true);
  const cart = useCart({ enabled: cartOpen });
  const addLine = useAddCartLine().mutateAsync;
  const editLine = useEditCartLine().mutateAsync;
  const addLines = useAddCartLines().mutateAsync;
  const validateLines = useValidateCartLines().mutateAsync;

  const settings = useMemo<CatalogSettings>(() => {
    const u = userType !== 'public' ? user.data : undefined;
    if (u) {
      return {
        hidePricing: u.hidePricing,
        canChangePrice: u.canChangePrice,
        syncPriceBy: u.syncPriceByWithSellByUMFlag,
        roundingFlag: u.orderQuantityRoundingFlag,
        allowProductTextLines: u.allowProductTextLines,
        imageFit: u.imageFit,
        missingImage: u.missingImage,
        layoutImages: u.layoutImages,
      };
    }
    const s = site.data;
    if (!s) return defaultCatalogSettings;
    return {
      ...defaultCatalogSettings,
      hidePricing: s.hidePricing,
      syncPriceBy: s.syncPriceByWithSellByUMFlag,
      roundingFlag: s.orderQuantityRoundingFlag,
      layoutImages: s.layoutImages,
    };
  }, [userType, user.data, site.data]);

  const lines = cart.data?.lines;
  const readOnlyNote = cartOpen ? (cart.data?.readOnly ?? null) : null;
  const catalogCart = useMemo<CatalogCart | null>(
    () =>
      cartOpen
        ? {
            lines: lines ?? [],
            addLine: (payload, options) => addLine({ payload, options }),
            editLine: (id, payload, options) => editLine({ id, payload, options }),
            addLines: (payloads, options) => addLines({ payloads, options }),
            validateLines: (payloads, options) => validateLines({ payloads, options }),
          }
        : null,
    [cartOpen, lines, addLine, editLine, addLines, validateLines],
  );

  const environment = useMemo<CatalogEnvironment>(
    () => ({
      userType,
      settings,
      cartAccess: userType === 'public' ? 'sign-in' : !cartOpen ? 'none' : readOnlyNote ? 'read-only' : 'open',
      readOnlyNote,
      cart: catalogCart,
      addToOrderGuide: guidesOpen ? setAddingToGuide : null,
    }),
    [userType, settings, cartOpen, readOnlyNote, catalogCart, guidesOpen],
  );

  return (
    <CatalogEnvironmentContext value={environment}>
      <CartLineDialogProvider>{children}</CartLineDialogProvider>
      {guidesOpen && guideAsked ? (
        <Suspense fallback={null}>
          <AddToOrderGuideDialog product={addingToGuide} onClose={() => setAddingToGuide(null)} />
        </Suspense>
      ) : null}
    </CatalogEnvironmentContext>
  );
}
