import { FocusLayout } from '../../components/app-shell/focus-layout.tsx';
import { AccessDeniedPage } from '../../features/auth/components/access-denied-page.tsx';
import { useSession, useSessionActions } from '../session/session-context.ts';
import { useBrand } from './use-brand.ts';

/**
 * Log Out clears the 'not authorized' reason (or ends the session) and returns to the login page;
 * a guest without either gets Log In.
 */
export function AccessDeniedRoute() {
  const { logout } = useSessionActions();
  const { state } = useSession();
  const hasSomethingToEnd = state.token !== null || state.reason !== null;
  const { companyName, logos } = useBrand();
  return (
    <FocusLayout title={companyName} logoSrc={logos.small}>
      <AccessDeniedPage onLogout={hasSomethingToEnd ? () => logout() : null} />
    </FocusLayout>
  );
}
