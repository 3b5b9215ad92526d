import { Navigate } from 'react-router';
import { UserPreferencesPage } from '../../features/consumer/components/user-preferences-page.tsx';
import { useSession } from '../session/session-context.ts';

/** Preferences exist for consumers only. */
export function UserPreferencesRoute() {
  const { userType } = useSession();
  if (userType !== 'consumer') return <Navigate to="/" replace />;
  return <UserPreferencesPage />;
}
