import { createContext, useContext } from 'react';

export type NotificationType = 'default' | 'warning' | 'success' | 'error';

/** What a screen asks to show. With `redirect`, the app also goes to `actionLink` straight away. */
export interface NotificationRequest {
  message: string;
  type?: NotificationType;
  /** Label of the action link shown in place of the close icon. */
  action?: string;
  actionLink?: string;
  redirect?: boolean;
}

export interface AppNotification {
  id: number;
  type: NotificationType;
  message: string;
  action: string | null;
  actionLink: string | null;
}

/** Adds a notification to the end of the queue; the bar shows one at a time. */
export function enqueueNotification(queue: readonly AppNotification[], id: number, request: NotificationRequest): AppNotification[] {
  const notification: AppNotification = {
    id,
    type: request.type ?? 'default',
    message: request.message,
    action: request.action && request.actionLink ? request.action : null,
    actionLink: request.actionLink ?? null,
  };
  return [...queue, notification];
}

export function dismissNotification(queue: readonly AppNotification[], id: number): AppNotification[] {
  return queue.filter((n) => n.id !== id);
}

export type Notify = (request: NotificationRequest) => void;

export const NotifyContext = createContext<Notify>(() => undefined);

/** Raises a notification in the app's notification bar. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}
