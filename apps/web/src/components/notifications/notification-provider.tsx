import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NotificationClearanceContext, type ReportClearance } from './notification-clearance.ts';
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
  // Bars stuck to the bottom of the window (quick entry) that notifications must stay above.
  const [clearances, setClearances] = useState<ReadonlyMap<symbol, number>>(new Map());
  const reportClearance = useCallback<ReportClearance>(
    (id, px) =>
      setClearances((current) => {
        if ((current.get(id) ?? null) === px) return current;
        const next = new Map(current);
        if (px === null) next.delete(id);
        else next.set(id, px);
        return next;
      }),
    [],
  );
  const clearance = Math.max(0, ...clearances.values());

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
      <NotificationClearanceContext value={reportClearance}>{children}</NotificationClearanceContext>
      {current && (
        <Suspense fallback={null}>
          <NotificationBar
            notification={current}
            clearance={clearance}
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
