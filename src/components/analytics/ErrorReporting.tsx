'use client';

import { useEffect } from 'react';
import { startErrorReporting } from '@/lib/browser/error-reporting';

/** Starts browser error reporting when a DSN is configured; without one nothing is loaded. */
export function ErrorReporting({ dsn }: { dsn: string }) {
  useEffect(() => {
    void startErrorReporting(dsn);
  }, [dsn]);
  return null;
}
