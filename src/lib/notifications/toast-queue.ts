/**
 * The toast queue as pure functions: newest first, each toast lives for a fixed time from when it appeared,
 * and closing removes exactly one. An error never outlives its cause: a success from the same source (a form sent
 * after its fields were corrected) removes that source's errors, and leaving the page removes every error.
 */

export const toastLifetimeMs = 6000;

type Severity = 'success' | 'error';

export interface Notification {
  message: string;
  severity: Severity;
  /** What raised it (one form on the page, say), so that its success can settle its own errors. */
  source?: string;
}

export interface Toast extends Notification {
  id: number;
  /** When it appeared, in milliseconds (Date.now()). */
  createdAt: number;
}

/**
 * Adds a toast on top of the stack. A message that is already shown is not stacked a second time: it moves to the
 * top with a fresh lifetime (and is announced again), so repeating a failed action never piles up copies.
 */
export function addToast(queue: readonly Toast[], notification: Notification, id: number, now: number): Toast[] {
  const others = queue.filter(
    (toast) => (toast.message !== notification.message || toast.severity !== notification.severity) && !settles(notification, toast),
  );
  return [{ ...notification, id, createdAt: now }, ...others];
}

/** A success settles the errors its own source raised before: what they asked the visitor to fix is done. */
function settles(notification: Notification, toast: Toast) {
  return notification.severity === 'success' && notification.source !== undefined && toast.severity === 'error' && toast.source === notification.source;
}

/** The queue once the visitor has moved to another page: an error about the page left behind means nothing there. */
export function withoutErrors(queue: readonly Toast[]): Toast[] {
  return queue.filter((toast) => toast.severity !== 'error');
}

export function removeToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}

/** Drops every toast older than its lifetime; the oldest goes first because it appeared first. */
export function expireToasts(queue: readonly Toast[], now: number): Toast[] {
  return queue.filter((toast) => now - toast.createdAt < toastLifetimeMs);
}

/** Milliseconds until the next toast expires, or undefined for an empty queue. */
export function nextExpiryIn(queue: readonly Toast[], now: number): number | undefined {
  if (queue.length === 0) return undefined;
  const oldest = Math.min(...queue.map((toast) => toast.createdAt));
  return Math.max(0, oldest + toastLifetimeMs - now);
}
