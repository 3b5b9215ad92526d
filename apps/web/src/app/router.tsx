import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { BlockingRouter } from '../components/blocking-history/blocking-router.tsx';
import type { BlockingHistory } from '../components/blocking-history/blocking-history.ts';
import { NotFoundPage } from '../components/app-shell/not-found-page.tsx';
import { PageLoading } from '../components/app-shell/page-loading.tsx';
import { menuRoutes, type RoutedMenuKey } from '../features/menu/utils/menu-sections.ts';
import { lazyPage } from './routing/lazy-page.ts';
import { MenuGate } from './routing/menu-gate.tsx';
import { NotFoundRoute } from './routing/not-found-route.tsx';
import { RouteErrorBoundary } from './routing/route-error-boundary.tsx';
import { gatedPage, page } from './routing/page-routes.tsx';
import { RootRoute } from './root-route.tsx';
import { accountShellRoutes, signedOutAccountRoutes } from './routes/account-routes.tsx';
import { receivablesRoutes } from './routes/receivables-routes.tsx';
import { teamRoutes } from './routes/team-routes.tsx';

// Every screen and the app shell are chunks of their own (decision 180); the first load holds the
// router, the providers and the session.
const DocumentViewerPage = lazyPage(
  () => import('../components/document-button/document-viewer-page.tsx'),
  'DocumentViewerPage',
);
const ShellLayout = lazyPage(() => import('./routes/shell-layout.tsx'), 'ShellLayout');
const LoginRoute = lazyPage(() => import('./routes/login-route.tsx'), 'LoginRoute');
const AccessDeniedRoute = lazyPage(() => import('./routes/access-denied-route.tsx'), 'AccessDeniedRoute');
const SelectCustomerRoute = lazyPage(() => import('./routes/select-customer-route.tsx'), 'SelectCustomerRoute');
const SelectShipMethodRoute = lazyPage(() => import('./routes/select-ship-method-route.tsx'), 'SelectShipMethodRoute');
const HomeRoute = lazyPage(() => import('./routes/home-route.tsx'), 'HomeRoute');
const ProductsRoute = lazyPage(() => import('./routes/products-route.tsx'), 'ProductsRoute');
const ProductDetailPage = lazyPage(
  () => import('../features/catalog/components/product-detail-page.tsx'),
  'ProductDetailPage',
);
const CategoriesPage = lazyPage(() => import('../features/catalog/components/categories-page.tsx'), 'CategoriesPage');
const OrderGuidePage = lazyPage(() => import('./routes/order-guide-routes.tsx'), 'OrderGuideRoute');
const OrderGuideCountPage = lazyPage(() => import('./routes/order-guide-routes.tsx'), 'OrderGuideCountRoute');
const OrderGuideEditPage = lazyPage(
  () => import('../features/order-guides/components/order-guide-edit-page.tsx'),
  'OrderGuideEditPage',
);
const CartRoute = lazyPage(() => import('./routes/cart-route.tsx'), 'CartRoute');
const CheckoutRoute = lazyPage(() => import('./routes/checkout-route.tsx'), 'CheckoutRoute');
const OrderHistoryRoute = lazyPage(() => import('./routes/history-routes.tsx'), 'OrderHistoryRoute');
const ProductHistoryRoute = lazyPage(() => import('./routes/history-routes.tsx'), 'ProductHistoryRoute');
const DocumentsRoute = lazyPage(() => import('./routes/documents-route.tsx'), 'DocumentsRoute');

/**
 * Menu screens that later issues build. Their addresses are gated already, so a visitor without
 * the entry is sent away as for any other screen; with it, they say the page does not exist yet.
 * Each issue replaces its entry here with the real screen.
 */
const unbuiltMenuScreens: readonly RoutedMenuKey[] = [];

/**
 * The route table. Screens behind a menu entry are wrapped in MenuGate with that entry's key
 * (gatedPage); later features add their routes here. Screens load lazily: RootRoute and
 * ShellLayout hold the Suspense boundaries that wait for them.
 */
export const appRoutes: RouteObject[] = [
  // The tab a document button opens: it shows what its opener loaded, outside the session and the shell.
  {
    path: 'doc/:id',
    element: (
      <Suspense fallback={<PageLoading fullPage />}>
        <DocumentViewerPage />
      </Suspense>
    ),
    handle: { preload: DocumentViewerPage.preload },
  },
  {
    element: <RootRoute />,
    children: [
      { path: 'login', ...page(LoginRoute) },
      { path: 'accessdenied', ...page(AccessDeniedRoute) },
      { path: 'select-customer', ...page(SelectCustomerRoute) },
      { path: 'select-shipmethod', ...page(SelectShipMethodRoute) },
      ...signedOutAccountRoutes,
      {
        // The shell too: /login and the selection screens draw none of it.
        ...page(ShellLayout),
        children: [
          { index: true, ...page(HomeRoute) },
          { path: 'products', ...gatedPage('ViewProducts', ProductsRoute) },
          { path: 'product/:productKey', ...gatedPage('ViewProducts', ProductDetailPage) },
          { path: 'categories', ...gatedPage('Categories', CategoriesPage) },
          { path: 'order-guide', ...gatedPage('OrderGuides', OrderGuidePage) },
          { path: 'order-guide/count', ...gatedPage('OrderGuides', OrderGuideCountPage) },
          { path: 'order-guide-edit', ...gatedPage('OrderGuides', OrderGuideEditPage) },
          { path: 'cart', ...gatedPage('ViewCart', CartRoute) },
          { path: 'checkout', ...gatedPage('CheckOut', CheckoutRoute) },
          { path: menuRoutes.OrderHistory.slice(1), ...gatedPage('OrderHistory', OrderHistoryRoute) },
          { path: menuRoutes.ProductHistory.slice(1), ...gatedPage('ProductHistory', ProductHistoryRoute) },
          { path: menuRoutes.ViewDocuments.slice(1), ...gatedPage('ViewDocuments', DocumentsRoute) },
          ...unbuiltMenuScreens.map((key) => ({
            path: menuRoutes[key].slice(1),
            element: (
              <MenuGate menuKey={key}>
                <NotFoundPage />
              </MenuGate>
            ),
          })),
          ...accountShellRoutes,
          ...receivablesRoutes,
          ...teamRoutes,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/**
 * The route table on react-router's declarative router (decision 360): no data router, whose code
 * the first screen would carry; a blocking history holds navigations for the unsaved-changes guard.
 */
export function AppRouter({ history }: { history: BlockingHistory }) {
  return (
    <BlockingRouter history={history}>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BlockingRouter>
  );
}

function AppRoutes() {
  return useRoutes(appRoutes);
}
