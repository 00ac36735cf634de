'use client';

import { useEffect, useRef, useState } from 'react';
import { isNotification, notifyEventName } from '@/lib/notifications/notify';
import { addToast, expireToasts, nextExpiryIn, removeToast, type Toast } from '@/lib/notifications/toast-queue';
import styles from './Toaster.module.css';

/**
 * Shows what `notify()` sends: a stack at the bottom right, newest on top. Screen readers hear each
 * message through two live regions that are present from the first render (polite for success,
 * assertive for error), because regions inserted together with their text are not reliably announced.
 */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isNotification(detail)) return;
      setToasts((queue) => addToast(queue, detail, ++nextId.current, Date.now()));
    };
    window.addEventListener(notifyEventName, onNotify);
    return () => window.removeEventListener(notifyEventName, onNotify);
  }, []);

  useEffect(() => {
    const wait = nextExpiryIn(toasts, Date.now());
    if (wait === undefined) return;
    const timer = setTimeout(() => setToasts((queue) => expireToasts(queue, Date.now())), wait);
    return () => clearTimeout(timer);
  }, [toasts]);

  const announced = (severity: Toast['severity']) =>
    toasts
      .filter((toast) => toast.severity === severity)
      .reverse()
      .map((toast) => <p key={toast.id}>{toast.message}</p>);

  return (
    <>
      <div role="status" className="visually-hidden">
        {announced('success')}
      </div>
      <div role="alert" className="visually-hidden">
        {announced('error')}
      </div>
      {toasts.length > 0 && (
        <section className={styles.stack} aria-label={label}>
          <ol className={styles.list}>
            {toasts.map((toast) => (
              <li key={toast.id} className={styles.toast} data-severity={toast.severity}>
                <span className={styles.icon} aria-hidden="true">
                  {toast.severity === 'success' ? '✓' : '!'}
                </span>
                <p className={styles.message}>{toast.message}</p>
                <button
                  type="button"
                  className={styles.close}
                  aria-label={closeLabel}
                  onClick={() => setToasts((queue) => removeToast(queue, toast.id))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
