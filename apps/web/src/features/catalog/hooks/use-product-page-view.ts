import { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PageLayoutValue, PageSortByValue } from '@provender/contract';
import { useLocation } from 'react-router';
import type { ProductListFilter } from '../api/get-product-list.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { availableLayouts, NARROW_SCREEN_MAX_WIDTH, resolveLayout, resolveSort } from '../utils/layout-sort.ts';
import { resolveOrderGuide, type OrderGuideChoices } from '../utils/order-guide-choice.ts';
import { readListIndex, readProductFilters } from '../utils/product-filters.ts';
import { useGuestPageChoice } from './use-guest-page-choice.ts';

/** The user's and the site's defaults, as the app reads them. */
export interface ProductPageDefaults {
  userLayout: PageLayoutValue | null;
  userSort: PageSortByValue | null;
  siteLayout: PageLayoutValue | null;
  siteSort: PageSortByValue | null;
  /** False until both are known, so the page does not flash a layout it then leaves. */
  ready: boolean;
}

export type SaveUserDefaults = (update: {
  defaultPageLayout?: PageLayoutValue;
  defaultPageSortBy?: PageSortByValue;
}) => void;

/**
 * What the products page shows: the layout and sort by the fallback rules of spec 01 section 4,
 * the filters from the hash, the order guide and the list index to scroll to.
 */
export function useProductPageView(
  defaults: ProductPageDefaults,
  onSaveDefaults: SaveUserDefaults | null,
  orderGuides: OrderGuideChoices | null,
) {
  const { userType } = useCatalogEnvironment();
  const location = useLocation();
  const narrow = useMediaQuery(`(max-width:${NARROW_SCREEN_MAX_WIDTH - 0.05}px)`, { noSsr: true });
  const [guest, setGuest] = useGuestPageChoice();

  const layouts = availableLayouts(userType, narrow);
  const layout = resolveLayout(onSaveDefaults ? defaults.userLayout : guest.layout, defaults.siteLayout, layouts);
  const sort = onSaveDefaults
    ? resolveSort(userType, defaults.userSort, defaults.siteSort)
    : (guest.sort ?? resolveSort(userType, null, defaults.siteSort));

  const filters = readProductFilters(location.hash);
  // No og in the hash is no choice (defaultToStandardOrder may pick Standard); og= is All Products.
  const guide = resolveOrderGuide(filters.orderGuide, orderGuides);
  const guideKeys = guide?.products.map((p) => p.productKey).join(',');
  const filter = useMemo<ProductListFilter>(
    () => ({
      search: filters.search,
      mainCategory: filters.mainCategory,
      category: filters.category,
      sort,
      productKeys: guideKeys === undefined ? null : guideKeys === '' ? [] : guideKeys.split(',').map(Number),
    }),
    [filters.search, filters.mainCategory, filters.category, sort, guideKeys],
  );

  return {
    layouts,
    layout,
    sort,
    filters,
    filter,
    guide,
    initialIndex: readListIndex(location.search),
    setLayout: (value: PageLayoutValue) =>
      onSaveDefaults ? onSaveDefaults({ defaultPageLayout: value }) : setGuest({ layout: value }),
    setSort: (value: PageSortByValue) =>
      onSaveDefaults ? onSaveDefaults({ defaultPageSortBy: value }) : setGuest({ sort: value }),
  };
}
