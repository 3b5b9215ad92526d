import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  dismissNotification,
  replaceNotification,
  NotifyContext,
  type AppNotification,
  type NotificationRequest,
} from './notification.ts';

// The snackbar (Snackbar, its transition and click-away listener) loads with the first notification: no first
// screen shows one (decision 311).
const NotificationBar = lazy(async () => ({ default: (await import('./notification-bar.tsx')).NotificationBar }));

/** Shows the latest notification; a new one replaces the current one at once. Needs the router. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const nextId = useRef(1);
  const [current, setCurrent] = useState<AppNotification | null>(null);
  const [closingId, setClosingId] = useState<number | null>(null);

  const notify = useCallback(
    (request: NotificationRequest) => {
      const id = nextId.current++;
      setCurrent(replaceNotification(id, request));
      if (request.redirect && request.actionLink) void navigate(request.actionLink);
    },
    [navigate],
  );

  return (
    <NotifyContext value={notify}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NotificationBar
            notification={current}
            open={closingId !== current.id}
            onClose={() => setClosingId(current.id)}
            onExited={(id) => {
              setCurrent((c) => dismissNotification(c, id));
              setClosingId(null);
            }}
          />
        </Suspense>
      )}
    </NotifyContext>
  );
}
