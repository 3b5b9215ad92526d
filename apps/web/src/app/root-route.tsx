import { Outlet } from 'react-router';
import { NotificationProvider } from '../components/notifications/notification-provider.tsx';
import { SessionGate } from './routing/session-gate.tsx';
import { SessionProvider } from './session/session-provider.tsx';

/** Everything that needs the router: notifications, the session and its forced screens. */
export function RootRoute() {
  return (
    <NotificationProvider>
      <SessionProvider>
        <SessionGate>
          <Outlet />
        </SessionGate>
      </SessionProvider>
    </NotificationProvider>
  );
}
