'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';
import styles from './InitialLoader.module.css';

/**
 * A thin bar along the top edge while the app mounts. The server renders it and hydration removes it. It
 * covers no content, so it neither hides the page nor becomes its largest paint, and browsers without
 * scripting never show it (see the stylesheet).
 */
export function InitialLoader({ label }: { label: string }) {
  const mounted = useBrowserValue(() => true, false);
  if (mounted) return null;
  return <div className={styles.loader} role="progressbar" aria-label={label} />;
}
