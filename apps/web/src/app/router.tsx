import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/app-shell/not-found-page.tsx';
import { CategoriesPage } from '../features/catalog/components/categories-page.tsx';
import { ProductDetailPage } from '../features/catalog/components/product-detail-page.tsx';
import { menuRoutes, type RoutedMenuKey } from '../features/menu/utils/menu-sections.ts';
import { OrderGuideEditPage } from '../features/order-guides/components/order-guide-edit-page.tsx';
import { OrderGuidePage } from '../features/order-guides/components/order-guide-page.tsx';
import { MenuGate } from './routing/menu-gate.tsx';
import { NotFoundRoute } from './routing/not-found-route.tsx';
import { RootRoute } from './root-route.tsx';
import { accountShellRoutes, signedOutAccountRoutes } from './routes/account-routes.tsx';
import { receivablesRoutes } from './routes/receivables-routes.tsx';
import { AccessDeniedRoute } from './routes/access-denied-route.tsx';
import { HomeRoute } from './routes/home-route.tsx';
import { LoginRoute } from './routes/login-route.tsx';
import { ProductsRoute } from './routes/products-route.tsx';
import { SelectCustomerRoute } from './routes/select-customer-route.tsx';
import { SelectShipMethodRoute } from './routes/select-ship-method-route.tsx';
import { CartRoute } from './routes/cart-route.tsx';
import { CheckoutRoute } from './routes/checkout-route.tsx';
import { DocumentViewerPage } from '../components/document-button/document-viewer-page.tsx';
import { ShellLayout } from './routes/shell-layout.tsx';
import { OrderHistoryRoute, ProductHistoryRoute } from './routes/history-routes.tsx';
import { DocumentsRoute } from './routes/documents-route.tsx';

/**
 * Menu screens that later issues build. Their addresses are gated already, so a visitor without
 * the entry is sent away as for any other screen; with it, they say the page does not exist yet.
 * Each issue replaces its entry here with the real screen.
 */
const unbuiltMenuScreens: readonly RoutedMenuKey[] = [];

/**
 * The route table. Screens behind a menu entry are wrapped in MenuGate with that entry's key;
 * later features add their routes here.
 */
export const appRoutes: RouteObject[] = [
  // The tab a document button opens: it shows what its opener loaded, outside the session and the shell.
  { path: 'doc/:id', element: <DocumentViewerPage /> },
  {
    element: <RootRoute />,
    children: [
      { path: 'login', element: <LoginRoute /> },
      { path: 'accessdenied', element: <AccessDeniedRoute /> },
      { path: 'select-customer', element: <SelectCustomerRoute /> },
      { path: 'select-shipmethod', element: <SelectShipMethodRoute /> },
      ...signedOutAccountRoutes,
      {
        element: <ShellLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'products',
            element: (
              <MenuGate menuKey="ViewProducts">
                <ProductsRoute />
              </MenuGate>
            ),
          },
          {
            path: 'product/:productKey',
            element: (
              <MenuGate menuKey="ViewProducts">
                <ProductDetailPage />
              </MenuGate>
            ),
          },
          {
            path: 'categories',
            element: (
              <MenuGate menuKey="Categories">
                <CategoriesPage />
              </MenuGate>
            ),
          },
          {
            path: 'order-guide',
            element: (
              <MenuGate menuKey="OrderGuides">
                <OrderGuidePage />
              </MenuGate>
            ),
          },
          {
            path: 'order-guide-edit',
            element: (
              <MenuGate menuKey="OrderGuides">
                <OrderGuideEditPage />
              </MenuGate>
            ),
          },
          {
            path: 'cart',
            element: (
              <MenuGate menuKey="ViewCart">
                <CartRoute />
              </MenuGate>
            ),
          },
          {
            path: 'checkout',
            element: (
              <MenuGate menuKey="CheckOut">
                <CheckoutRoute />
              </MenuGate>
            ),
          },
          {
            path: menuRoutes.OrderHistory.slice(1),
            element: (
              <MenuGate menuKey="OrderHistory">
                <OrderHistoryRoute />
              </MenuGate>
            ),
          },
          {
            path: menuRoutes.ProductHistory.slice(1),
            element: (
              <MenuGate menuKey="ProductHistory">
                <ProductHistoryRoute />
              </MenuGate>
            ),
          },
          {
            path: menuRoutes.ViewDocuments.slice(1),
            element: (
              <MenuGate menuKey="ViewDocuments">
                <DocumentsRoute />
              </MenuGate>
            ),
          },
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
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
