import { useDefaultPageLayout } from '../../features/admin/api/get-default-page-layout.ts';
import { useDefaultPageSortBy } from '../../features/admin/api/get-default-page-sort-by.ts';
import { ProductsPage } from '../../features/catalog/components/products-page.tsx';
import { useUserDefaults } from '../../features/settings/api/get-user-defaults.ts';
import { useSaveUserDefaults } from '../../features/settings/api/save-user-defaults.ts';
import { useSession } from '../session/session-context.ts';
import { useOrderGuideChoices } from './use-order-guide-choices.ts';

/**
 * /products with the site's and the user's defaults. A signed-in user's Layout and Sort By choices
 * are saved as their own defaults (decision 017). The order-guides feature supplies the guides
 * for the Order Guide selector (none for guests).
 */
export function ProductsRoute() {
  const { userType } = useSession();
  const signedIn = userType !== 'public';
  const siteLayout = useDefaultPageLayout();
  const siteSort = useDefaultPageSortBy();
  const user = useUserDefaults();
  const save = useSaveUserDefaults();
  const orderGuides = useOrderGuideChoices();
  const settled = (q: { isPending: boolean; isError: boolean }) => !q.isPending || q.isError;

  return (
    <ProductsPage
      defaults={{
        userLayout: signedIn ? (user.data?.defaultPageLayout ?? null) : null,
        userSort: signedIn ? (user.data?.defaultPageSortBy ?? null) : null,
        siteLayout: siteLayout.data ?? null,
        siteSort: siteSort.data ?? null,
        ready: settled(siteLayout) && settled(siteSort) && (!signedIn || settled(user)),
      }}
      onSaveDefaults={signedIn ? (update) => save.mutate(update) : null}
      orderGuides={orderGuides}
    />
  );
}
