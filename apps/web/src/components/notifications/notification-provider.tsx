import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NotificationBar } from './notification-bar.tsx';
import {
  dismissNotification,
  replaceNotification,
  NotifyContext,
  type AppNotification,
  type NotificationRequest,
} from './notification.ts';

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
      <NotificationBar
        notification={current}
        open={current !== null && closingId !== current.id}
        onClose={() => setClosingId(current?.id ?? null)}
        onExited={(id) => {
          setCurrent((c) => dismissNotification(c, id));
          setClosingId(null);
        }}
      />
    </NotifyContext>
  );
}
