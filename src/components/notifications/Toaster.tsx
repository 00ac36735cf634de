'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { reportError } from '@/lib/browser/error-reporting';
import { isNotification, notifyEventName } from '@/lib/browser/notify';
import { addToast, expireToasts, nextExpiryIn, removeToast, withoutErrors, type Toast } from '@/lib/notifications/toast-queue';
import type { ToastStackProps } from './ToastStack';

/**
 * Shows what `notify()` sends: a stack at the bottom right, newest on top. Screen readers hear each
 * message through two live regions that are present from the first render (polite for success,
 * assertive for error), because regions inserted together with their text are not reliably announced.
 * An error toast goes with the page it is about: moving to another page removes it.
 * The stack's code loads with the first message: most pages never show one.
 */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [Stack, setStack] = useState<ComponentType<ToastStackProps>>();
  const nextId = useRef(0);
  const pathname = usePathname();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setToasts(withoutErrors);
  }, [pathname]);

  useEffect(() => {
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isNotification(detail)) return;
      setToasts((queue) => addToast(queue, detail, ++nextId.current, Date.now()));
      import('./ToastStack').then((module) => setStack(() => module.ToastStack), reportError);
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
      {Stack && toasts.length > 0 && (
        <Stack toasts={toasts} label={label} closeLabel={closeLabel} onClose={(id) => setToasts((queue) => removeToast(queue, id))} />
      )}
    </>
  );
}
