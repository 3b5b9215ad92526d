import type { QueryClient } from '@tanstack/react-query';
import type { ApiSession } from '../../components/api-client/api-session.ts';
import { getDefaultPageLayoutQueryOptions } from '../../features/admin/api/get-default-page-layout.ts';
import { getDefaultPageSortByQueryOptions } from '../../features/admin/api/get-default-page-sort-by.ts';
import { getCartQueryOptions } from '../../features/cart/api/get-cart.ts';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { mainCategoriesQueryOptions } from '../../features/catalog/api/get-main-categories.ts';
import { getMenuQueryOptions } from '../../features/menu/api/get-menu.ts';
import { getOrderGuidesQueryOptions } from '../../features/order-guides/api/get-order-guides.ts';
import { getCustomerQueryOptions } from '../../features/session/api/get-customer.ts';
import { getLogoNameQueryOptions } from '../../features/settings/api/get-logo-name.ts';
import { getSiteSettingsQueryOptions } from '../../features/settings/api/get-site-settings.ts';
import { getUserDefaultsQueryOptions } from '../../features/settings/api/get-user-defaults.ts';
import { getUserSettingsQueryOptions } from '../../features/settings/api/get-user-settings.ts';
import { getThemeQueryOptions } from '../../features/theme/api/get-theme.ts';

/** At most this long the session waits for the first screen's data before it shows the screen. */
export const WARM_FIRST_SCREEN_MAX_MS = 500;

const isProducts = (pathname: string) => pathname.replace(/\/+$/, '') === '/products';

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
 * Fills the query cache with the first screen's reads before the session shows it, so the shell and
 * the screen are drawn once with their data instead of once per answer as each arrives (every
 * answer arriving on its own redraws the whole shell). Waits at most WARM_FIRST_SCREEN_MAX_MS; a
 * read that fails is left to the screen, which asks again and shows the failure as it always does.
 */
export async function warmFirstScreen(queryClient: QueryClient, api: ApiSession, pathname: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WARM_FIRST_SCREEN_MAX_MS);
  });
  try {
    await Promise.race([Promise.allSettled(firstScreenReads(queryClient, api, pathname)), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
