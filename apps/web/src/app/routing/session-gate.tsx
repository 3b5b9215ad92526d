import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { SessionCheckError } from '../session/session-check-error.tsx';
import { useSession, useSessionActions } from '../session/session-context.ts';
import { signedInStatuses } from '../session/session-machine.ts';
import { useBackNavigationLogout } from '../session/use-back-navigation-logout.ts';
import { forcedRedirect, loadingStatuses } from './route-access.ts';
import { RunOnce } from './run-once.tsx';

/**
 * Shows a loading screen while the session settles (or why checking it failed, with Retry), logs
 * out on a browser step across the selection screens, and enforces the screens a state forces.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const { logout, retryCheck } = useSessionActions();
  const { pathname } = useLocation();
  const { logOutNow, handled } = useBackNavigationLogout(signedInStatuses.has(state.status));
  const logOutAfterBack = useCallback(() => {
    handled();
    logout();
  }, [handled, logout]);

  if (logOutNow) return <RunOnce action={logOutAfterBack} />;
  if (loadingStatuses.has(state.status)) {
    if (state.checkError)
      return <SessionCheckError message={state.checkError} onRetry={retryCheck} onLogout={() => logout()} />;
    return <PageLoading fullPage />;
  }
  const redirect = forcedRedirect(state, pathname);
  if (redirect) return <Navigate to={redirect.to} replace={redirect.replace} />;
  return children;
}
