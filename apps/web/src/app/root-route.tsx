import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/app-shell/page-loading.tsx';
import { NotificationProvider } from '../components/notifications/notification-provider.tsx';
import { SessionGate } from './routing/session-gate.tsx';
import { SessionProvider } from './session/session-provider.tsx';
import { UserThemeProvider } from '../features/theme/components/user-theme-provider.tsx';

/** Everything that needs the router: notifications, the session, the user's theme and the forced screens. */
export function RootRoute() {
  return (
    <NotificationProvider>
      <SessionProvider>
        <UserThemeProvider>
          <SessionGate>
            {/* Screens drawn without the shell (login, the selection screens) load lazily. */}
            <Suspense fallback={<PageLoading fullPage />}>
              <Outlet />
            </Suspense>
          </SessionGate>
        </UserThemeProvider>
      </SessionProvider>
    </NotificationProvider>
  );
}
