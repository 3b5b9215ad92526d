import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router';
import type { MenuKey } from '@provender/contract';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { useSession } from '../session/session-context.ts';
import { MenuVisitLog } from './menu-visit-log.tsx';
import { menuRouteDecision } from './route-access.ts';

/** Offers a route only while its menu entry is visible and unlocked; logs visits when asked to. */
export function MenuGate({ menuKey, children }: { menuKey: MenuKey; children: ReactNode }) {
  const { userType } = useSession();
  const menu = useMenu();
  if (menu.isPending) return <PageLoading />;
  if (menu.isError) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {menu.error.message}
      </Alert>
    );
  }
  const entry = menu.data.find((e) => e.key === menuKey);
  const decision = menuRouteDecision(entry, userType);
  if (decision === 'redirect-login') return <Navigate to="/login" replace />;
  if (decision === 'redirect-home' || !entry) return <Navigate to="/" replace />;
  return (
    <>
      {entry.logEntry && userType !== 'public' ? <MenuVisitLog entryId={entry.id} /> : null}
      {children}
    </>
  );
}
