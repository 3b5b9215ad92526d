import { Navigate } from 'react-router';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { useLanding } from '../../features/landing/api/get-landing.ts';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { visibleCards } from '../../features/landing/utils/landing-layout.ts';
import type { LandingProductQuery } from '../../features/landing/utils/landing-products.ts';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useSession } from '../session/session-context.ts';
import { menuRouteDecision } from '../routing/route-access.ts';
import { LandingProducts } from './landing-products.tsx';

const renderProducts = (query: LandingProductQuery) => <LandingProducts query={query} />;

/**
 * Spec 02 section 2: the landing page at /. It goes on to /products when the loaded layout has no
 * cards, or in a punchout session, unless the products page is closed to the visitor (then the
 * empty page shows; decision 084). Signed-out visitors sign in unless the site allows guests.
 */
export function HomeRoute() {
  const { state, userType } = useSession();
  const site = useSiteSettings();
  const menu = useMenu();
  const guestsAllowed = userType !== 'public' || Boolean(site.data?.allowGuest);
  const landing = useLanding();
  if (site.isPending || menu.isPending) return <PageLoading />;
  if (!guestsAllowed) return <Navigate to="/login" replace />;
  if (landing.isPending) return <PageLoading />;
  const products = menu.data?.find((entry) => entry.key === 'ViewProducts');
  const canBrowse = menuRouteDecision(products, userType) === 'allow';
  const layout = landing.data ?? { title: '', cards: [] };
  const noCards = landing.isSuccess && visibleCards(layout).length === 0;
  if ((noCards || state.punchout) && canBrowse) return <Navigate to="/products" replace />;
  return <LandingPage layout={layout} renderProducts={renderProducts} />;
}
