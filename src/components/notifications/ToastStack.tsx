'use client';

import type { Toast } from '@/lib/notifications/toast-queue';
import styles from './Toaster.module.css';

export interface ToastStackProps {
  toasts: readonly Toast[];
  label: string;
  closeLabel: string;
  onClose: (id: number) => void;
}

/** The visible toasts, newest on top, each with its close button. */
export function ToastStack({ toasts, label, closeLabel, onClose }: ToastStackProps) {
  return (
    <section className={styles.stack} aria-label={label}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <li key={toast.id} className={styles.toast} data-severity={toast.severity}>
            <span className={styles.icon} aria-hidden="true">
              {toast.severity === 'success' ? '✓' : '!'}
            </span>
            <p className={styles.message}>{toast.message}</p>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
