import type { RouteObject } from 'react-router';
import { menuRoutes } from '../../features/menu/utils/menu-sections.ts';
import { lazyPage } from '../routing/lazy-page.ts';
import { gatedPage } from '../routing/page-routes.tsx';

const AccountSummaryPage = lazyPage(
  () => import('../../features/account/components/account-summary-page.tsx'),
  'AccountSummaryPage',
);
const AccountDetailsPage = lazyPage(
  () => import('../../features/account/components/account-details-page.tsx'),
  'AccountDetailsPage',
);
const MakePaymentRoute = lazyPage(() => import('./make-payment-route.tsx'), 'MakePaymentRoute');

/**
 * The account receivable screens. Their menu entries gate them; consumers never have those
 * entries, so MenuGate sends them to / (spec 02 section 6).
 */
export const receivablesRoutes: RouteObject[] = [
  { path: menuRoutes.AccountSummary.slice(1), ...gatedPage('AccountSummary', AccountSummaryPage) },
  { path: menuRoutes.AccountDetail.slice(1), ...gatedPage('AccountDetail', AccountDetailsPage) },
  { path: menuRoutes.InvoicePayment.slice(1), ...gatedPage('InvoicePayment', MakePaymentRoute) },
];
