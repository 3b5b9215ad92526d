import { useMemo } from 'react';
import type { MenuEntry } from '@provender/contract';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { useOrderGuides } from '../../features/order-guides/api/get-order-guides.ts';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { useSession } from '../session/session-context.ts';

/** An order guide as the products page's Order Guide selector and quick entry use it. */
export interface OrderGuideChoice {
  name: string;
  products: readonly { productKey: number; orderQuantity: number; unitOfMeasure: string }[];
}

export interface OrderGuideChoiceSet {
  guides: readonly OrderGuideChoice[];
  /** The AllProducts entry is visible and unlocked; otherwise the page is held to a guide (Standard). */
  allProductsAllowed: boolean;
  defaultToStandardOrder: boolean;
}

const isOpen = (entry: MenuEntry | undefined) => Boolean(entry?.isVisible && !entry.isLocked);

/**
 * The choice set from the menu, the user's guides and settings as they arrived (undefined while
 * loading); null for guests and while the menu or the guides are still on their way.
 */
export function orderGuideChoiceSet(
  signedIn: boolean,
  menu: readonly MenuEntry[] | undefined,
  guides: readonly OrderGuideChoice[] | undefined,
  settings: { defaultToStandardOrder: boolean } | undefined,
): OrderGuideChoiceSet | null {
  if (!signedIn || !guides || !menu) return null;
  return {
    guides,
    allProductsAllowed: isOpen(menu.find((e) => e.key === 'AllProducts')),
    defaultToStandardOrder: settings?.defaultToStandardOrder ?? false,
  };
}

/**
 * The guides the products page offers (Standard first) with the rules around them, composed from
 * the order-guides, menu and settings features; null for guests and while loading, which hides the
 * selector (spec 01 section 4: defaultToStandardOrder, AllProducts locked or hidden).
 */
export function useOrderGuideChoices(): OrderGuideChoiceSet | null {
  const { userType } = useSession();
  const signedIn = userType !== 'public';
  const menu = useMenu();
  const guides = useOrderGuides({ enabled: signedIn });
  const settings = useUserSettings();
  return useMemo(
    () => orderGuideChoiceSet(signedIn, menu.data, guides.data, settings.data),
    [signedIn, menu.data, guides.data, settings.data],
  );
}
