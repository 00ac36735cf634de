'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Forms.module.css';

/**
 * Takes the form's place once it is sent; focus moves here so keyboard users are not left on a vanished button. `id`:
 * the form's, which the page answering a post without JavaScript is scrolled to.
 */
export function FormOutcome({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (ref.current?.ownerDocument.activeElement === ref.current?.ownerDocument.body) ref.current?.focus();
  }, []);
  return (
    <p ref={ref} id={id} tabIndex={-1} className={styles.sent}>
      {children}
    </p>
  );
}
