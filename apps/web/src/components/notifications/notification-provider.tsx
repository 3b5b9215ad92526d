import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NotificationBar } from './notification-bar.tsx';
import { dismissNotification, enqueueNotification, NotifyContext, type AppNotification, type NotificationRequest } from './notification.ts';

/** Holds the queue of notifications and shows them one after the other. Needs the router. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const nextId = useRef(1);
  const [queue, setQueue] = useState<AppNotification[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);

  const notify = useCallback(
    (request: NotificationRequest) => {
      const id = nextId.current++;
      setQueue((current) => enqueueNotification(current, id, request));
      if (request.redirect && request.actionLink) void navigate(request.actionLink);
    },
    [navigate],
  );

  const current = queue[0] ?? null;
  return (
    <NotifyContext value={notify}>
      {children}
      <NotificationBar
        notification={current}
        open={current !== null && closingId !== current.id}
        onClose={() => setClosingId(current?.id ?? null)}
        onExited={() => {
          if (current) setQueue((q) => dismissNotification(q, current.id));
          setClosingId(null);
        }}
      />
    </NotifyContext>
  );
}
