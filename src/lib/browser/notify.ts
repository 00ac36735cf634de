import type { Notification } from '../notifications/toast-queue';

/**
 * The one way to show a toast, from any client component or from a form's submission result:
 * `notify({ message, severity, source? })`. It is a window event, so callers need no provider and the
 * toaster in the layout picks it up wherever the call comes from.
 */
export const notifyEventName = 'app:notify';

export function notify(notification: Notification): void {
  window.dispatchEvent(new CustomEvent<Notification>(notifyEventName, { detail: notification }));
}

export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const { message, severity, source } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    message.trim() !== '' &&
    (severity === 'success' || severity === 'error') &&
    (source === undefined || typeof source === 'string')
  );
}

