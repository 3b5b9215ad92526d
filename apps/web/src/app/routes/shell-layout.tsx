import { Suspense, useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell } from '../../components/app-shell/app-shell.tsx';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { readHashParam, withHashParam } from '../../components/url-hash/hash-params.ts';
import { SEARCH_HASH_PARAM } from '../../components/url-hash/use-hash-param.ts';
import { useCart } from '../../features/cart/api/get-cart.ts';
import { summarizeCart } from '../../features/cart/utils/cart-summary.ts';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { SideMenu } from '../../features/menu/components/side-menu.tsx';
import { buildMenuSections } from '../../features/menu/utils/menu-sections.ts';
import { NextDeliveryBar } from '../../features/delivery/components/next-delivery-bar.tsx';
import { useCustomer } from '../../features/session/api/get-customer.ts';
import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { useLogoUrls } from '../../features/settings/hooks/use-logo-urls.ts';
import { menuRouteDecision } from '../routing/route-access.ts';
import { useSession, useSessionActions } from '../session/session-context.ts';
import { CatalogEnvironmentProvider, useCartOpen } from './catalog-environment.tsx';
import { useNextDeliveryInView } from './use-next-delivery-in-view.ts';

/** Screens that filter by the app bar's search text; from anywhere else a search opens Products. */
const searchingPaths: ReadonlySet<string> = new Set(['/products', '/categories']);

/** The app shell around every ordinary screen, composed from the session, menu and settings. */
export function ShellLayout() {
  const { state, userType } = useSession();
  const { logout, switchCustomer } = useSessionActions();
  const location = useLocation();
  const navigate = useNavigate();
  const site = useSiteSettings();
  const menu = useMenu();
  const customer = useCustomer();
  const logos = useLogoUrls();
  const cartOpen = useCartOpen();
  const cart = useCart({ enabled: cartOpen });
  const hidePricing = useUserSettings().data?.hidePricing ?? true;
  const cartSummary = cart.data ? summarizeCart(cart.data) : { lineCount: 0, total: null };

  const entries = menu.data ?? [];
  const isOpen = (key: 'ViewProducts' | 'Categories' | 'ViewCart' | 'CheckOut') =>
    menuRouteDecision(
      entries.find((e) => e.key === key),
      userType,
    ) === 'allow';
  const canSearch = isOpen('ViewProducts') || isOpen('Categories');
  const signedIn = userType !== 'public';
  // The next delivery (decision 501): for whoever may check out; never in punchout, whose order comes later as a P.O.
  const nextDelivery = useNextDeliveryInView(signedIn && !state.punchout && entries.length > 0 && isOpen('CheckOut'));
  const showNextDelivery = nextDelivery.data !== undefined && nextDelivery.data.deliveries.length > 0;

  const onSearch = useCallback(
    (text: string) => {
      if (searchingPaths.has(location.pathname)) {
        void navigate(
          { pathname: location.pathname, hash: withHashParam(location.hash, SEARCH_HASH_PARAM, text) },
          { replace: true },
        );
      } else if (text) {
        void navigate({ pathname: '/products', hash: withHashParam('', SEARCH_HASH_PARAM, text) });
      }
    },
    [location.pathname, location.hash, navigate],
  );

  return (
    <AppShell
      title={site.data?.companyName ?? ''}
      logoSrc={logos.small}
      logoLinksHome={!state.punchout}
      menu={
        signedIn ? (
          <SideMenu
            sections={buildMenuSections(entries, userType)}
            customerName={customer.data?.name ?? null}
            userName={state.user?.name ?? null}
            showSwitchCustomer={userType === 'salesperson'}
            showSystemSection={!state.punchout}
            onSwitchCustomer={switchCustomer}
            onLogout={() => logout()}
          />
        ) : null
      }
      search={canSearch ? { value: readHashParam(location.hash, SEARCH_HASH_PARAM), onSearch } : null}
      cart={cartOpen ? { lineCount: cartSummary.lineCount, total: hidePricing ? null : cartSummary.total } : null}
      showLogIn={!signedIn}
      subBar={showNextDelivery ? <NextDeliveryBar next={nextDelivery.data} /> : null}
    >
      <CatalogEnvironmentProvider>
        {/* A screen's chunk is awaited inside the shell: bar and menu stay, no heading until the page's own. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </CatalogEnvironmentProvider>
    </AppShell>
  );
}
