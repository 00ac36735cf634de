'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { restoreKeptPlace } from './kept-place';

/**
 * Puts back what the visitor had entered and opened before a consent choice reloaded the page or a language switch
 * led to it in the other language: as each page starts, after hydration (before any form's code takes over its
 * server-rendered markup) or once a client-side navigation has shown it.
 */
export function RestoreKeptPlace() {
  const pathname = usePathname();
  useEffect(() => restoreKeptPlace(), [pathname]);
  return null;
}
