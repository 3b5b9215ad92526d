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

/**
 * The notification the bar shows after `request`: the new one replaces whatever is showing at
 * once, so the bar always reports the latest result and never an older, contradicting one
 * (decision 100).
 */
export function replaceNotification(id: number, request: NotificationRequest): AppNotification {
  return {
    id,
    type: request.type ?? 'default',
    message: request.message,
    action: request.action && request.actionLink ? request.action : null,
    actionLink: request.actionLink ?? null,
  };
}

/** Closing removes the notification only if it is still the one showing. */
export function dismissNotification(current: AppNotification | null, id: number): AppNotification | null {
  return current?.id === id ? null : current;
}

export type Notify = (request: NotificationRequest) => void;

export const NotifyContext = createContext<Notify>(() => undefined);

/** Raises a notification in the app's notification bar. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}
