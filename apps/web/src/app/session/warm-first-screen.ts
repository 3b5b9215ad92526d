import type { QueryClient } from '@tanstack/react-query';
import type { PageLayoutValue, UserType } from '@provender/contract';
import type { ApiSession } from '../../components/api-client/api-session.ts';
import { getDefaultPageLayoutQueryOptions } from '../../features/admin/api/get-default-page-layout.ts';
import { getDefaultPageSortByQueryOptions } from '../../features/admin/api/get-default-page-sort-by.ts';
import { getCartQueryOptions } from '../../features/cart/api/get-cart.ts';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { mainCategoriesQueryOptions } from '../../features/catalog/api/get-main-categories.ts';
import { productListPageQueryOptions, type ProductListFilter } from '../../features/catalog/api/get-product-list.ts';
import { preloadLayout } from '../../features/catalog/products-layouts.ts';
import {
  availableLayouts,
  NARROW_SCREEN_MAX_WIDTH,
  resolveLayout,
  resolveSort,
} from '../../features/catalog/utils/layout-sort.ts';
import { resolveOrderGuide } from '../../features/catalog/utils/order-guide-choice.ts';
import { getMenuQueryOptions } from '../../features/menu/api/get-menu.ts';
import { getOrderGuidesQueryOptions } from '../../features/order-guides/api/get-order-guides.ts';
import { getCustomerQueryOptions } from '../../features/session/api/get-customer.ts';
import { getLogoNameQueryOptions } from '../../features/settings/api/get-logo-name.ts';
import { getSiteSettingsQueryOptions } from '../../features/settings/api/get-site-settings.ts';
import { getUserDefaultsQueryOptions } from '../../features/settings/api/get-user-defaults.ts';
import { getUserSettingsQueryOptions } from '../../features/settings/api/get-user-settings.ts';
import { getThemeQueryOptions } from '../../features/theme/api/get-theme.ts';
import { orderGuideChoiceSet } from '../routes/use-order-guide-choices.ts';

/** At most this long the session waits for the first screen's data before it shows the screen. */
export const WARM_FIRST_SCREEN_MAX_MS = 500;

const isProducts = (pathname: string) => pathname.replace(/\/+$/, '') === '/products';

/** Where the first screen is opened: the products page's own reads depend on the hash and query. */
export interface FirstScreenAddress {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The reads the signed-in shell draws from, and those of the products page (the screen a page is
 * most often opened on), decision 368. The same query options the screens use, so what is fetched
 * here is what they find.
 */
function firstScreenReads(queryClient: QueryClient, api: ApiSession, pathname: string): Promise<void>[] {
  const reads = [
    queryClient.prefetchQuery(getMenuQueryOptions(api)),
    queryClient.prefetchQuery(getSiteSettingsQueryOptions(api)),
    queryClient.prefetchQuery(getUserSettingsQueryOptions(api)),
    queryClient.prefetchQuery(getCustomerQueryOptions(api)),
    queryClient.prefetchQuery(getLogoNameQueryOptions()),
    queryClient.prefetchQuery(getThemeQueryOptions(api)),
    queryClient.prefetchQuery(getCartQueryOptions(api)),
  ];
  if (isProducts(pathname)) {
    reads.push(
      queryClient.prefetchQuery(getDefaultPageLayoutQueryOptions()),
      queryClient.prefetchQuery(getDefaultPageSortByQueryOptions()),
      queryClient.prefetchQuery(getUserDefaultsQueryOptions(api)),
      queryClient.prefetchQuery(getOrderGuidesQueryOptions(api)),
      queryClient.prefetchQuery(mainCategoriesQueryOptions(api)),
      queryClient.prefetchQuery(categoriesQueryOptions(api)),
    );
  }
  return reads;
}

/**
 * The products page's first page of products and its layout, from the reads that decide them once
 * they are in the cache (decision 377): the same sort, order guide and layout the page resolves
 * (use-product-page-view.ts, products-route.tsx, use-order-guide-choices.ts) for /products opened
 * without filters in the hash. Null while the guides a signed-in user has are not known.
 */
export function productsFirstPage(
  queryClient: QueryClient,
  api: ApiSession,
  userType: UserType,
  narrow: boolean,
): { filter: ProductListFilter; layout: PageLayoutValue } | null {
  const signedIn = userType !== 'public';
  const own = signedIn ? queryClient.getQueryData(getUserDefaultsQueryOptions(api).queryKey) : undefined;
  const siteSort = queryClient.getQueryData(getDefaultPageSortByQueryOptions().queryKey)?.DefaultPageSortBy ?? null;
  const siteLayout = queryClient.getQueryData(getDefaultPageLayoutQueryOptions().queryKey)?.DefaultPageLayout ?? null;
  const choices = orderGuideChoiceSet(
    signedIn,
    queryClient.getQueryData(getMenuQueryOptions(api).queryKey),
    queryClient.getQueryData(getOrderGuidesQueryOptions(api).queryKey),
    queryClient.getQueryData(getUserSettingsQueryOptions(api).queryKey),
  );
  if (signedIn && choices === null) return null;
  const guide = resolveOrderGuide(null, choices);
  return {
    filter: {
      search: '',
      mainCategory: '',
      category: '',
      sort: resolveSort(userType, own?.defaultPageSortBy ?? null, siteSort),
      productKeys: guide ? guide.products.map((p) => p.productKey) : null,
    },
    layout: resolveLayout(own?.defaultPageLayout ?? null, siteLayout, availableLayouts(userType, narrow)),
  };
}

/**
 * Fetches the products page's first page of products and its layout's code before the page is
 * drawn, so it draws its products in its first render instead of a skeleton first (decision 377).
 */
export function warmProductsPage(
  queryClient: QueryClient,
  api: ApiSession,
  userType: UserType,
  narrow: boolean,
): Promise<void>[] {
  const page = productsFirstPage(queryClient, api, userType, narrow);
  if (!page) return [];
  return [queryClient.prefetchQuery(productListPageQueryOptions(api, page.filter, 0)), preloadLayout(page.layout)];
}

/** Whether the window is as narrow as the products page's list layout is not offered at. */
const isNarrow = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width:${NARROW_SCREEN_MAX_WIDTH - 0.05}px)`).matches;

/**
 * Fills the query cache with the first screen's reads before the session shows it, so the shell and
 * the screen are drawn once with their data instead of once per answer as each arrives (every
 * answer arriving on its own redraws the whole shell). Waits at most WARM_FIRST_SCREEN_MAX_MS; a
 * read that fails is left to the screen, which asks again and shows the failure as it always does.
 */
export async function warmFirstScreen(
  queryClient: QueryClient,
  api: ApiSession,
  address: FirstScreenAddress,
  userType: UserType,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WARM_FIRST_SCREEN_MAX_MS);
  });
  const reads = async () => {
    await Promise.allSettled(firstScreenReads(queryClient, api, address.pathname));
    if (isProducts(address.pathname) && !address.hash && !address.search) {
      await Promise.allSettled(warmProductsPage(queryClient, api, userType, isNarrow()));
    }
  };
  try {
    await Promise.race([reads(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
