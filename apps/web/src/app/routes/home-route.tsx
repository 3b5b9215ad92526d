import { Navigate } from 'react-router';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useSession } from '../session/session-context.ts';
import { menuRouteDecision } from '../routing/route-access.ts';

/** Spec 01 section 2: a guest at / sees the landing page; other signed-out visitors sign in. */
export function HomeRoute() {
  const { state, userType } = useSession();
  const site = useSiteSettings();
  const menu = useMenu();
  if (site.isPending || menu.isPending) return <PageLoading />;
  if (userType === 'public' && !site.data?.allowGuest) return <Navigate to="/login" replace />;
  const products = menu.data?.find((entry) => entry.key === 'ViewProducts');
  // Spec 02: a punchout session has no landing page; it shops from the products page.
  if (state.punchout && menuRouteDecision(products, userType) === 'allow') return <Navigate to="/products" replace />;
  return (
    <LandingPage
      companyName={site.data?.companyName ?? ''}
      canBrowseProducts={menuRouteDecision(products, userType) === 'allow'}
    />
  );
}
