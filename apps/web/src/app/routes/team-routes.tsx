import type { RouteObject } from 'react-router';
import { menuRoutes } from '../../features/menu/utils/menu-sections.ts';
import { lazyPage } from '../routing/lazy-page.ts';
import { gatedPage } from '../routing/page-routes.tsx';

const CustomerUsersPage = lazyPage(
  () => import('../../features/customer-users/components/customer-users-page.tsx'),
  'CustomerUsersPage',
);
const ApprovalsPage = lazyPage(() => import('../../features/approvals/components/approvals-page.tsx'), 'ApprovalsPage');

/** A customer's own users and its approvals (issue 35): their menu entries gate them, as the server does. */
export const teamRoutes: RouteObject[] = [
  { path: menuRoutes.CustomerUsers.slice(1), ...gatedPage('CustomerUsers', CustomerUsersPage) },
  { path: menuRoutes.OrderApprovals.slice(1), ...gatedPage('OrderApprovals', ApprovalsPage) },
];
