import { FocusLayout } from '../../components/app-shell/focus-layout.tsx';
import { AccessDeniedPage } from '../../features/auth/components/access-denied-page.tsx';
import { useSessionActions } from '../session/session-context.ts';
import { useBrand } from './use-brand.ts';

/** Log Out clears the 'not authorized' reason and returns to the login page. */
export function AccessDeniedRoute() {
  const { logout } = useSessionActions();
  const { companyName, logos } = useBrand();
  return (
    <FocusLayout title={companyName} logoSrc={logos.small}>
      <AccessDeniedPage onLogout={() => logout()} />
    </FocusLayout>
  );
}
