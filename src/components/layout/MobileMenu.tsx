'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  navLabel: string;
  children: ReactNode;
}

/**
 * The navigation on narrow screens, a popover: the browser opens and closes it, so a tap works before the page's
 * code has loaded, and Escape or a tap on the header closes it. It covers the page below the header, dimmed beside
 * the menu, and keeps it from scrolling. Once loaded, the menu also closes on a tap on the dimmed page, on
 * navigation and when focus moves on to the page beneath.
 */
export function MobileMenu({ openLabel, closeLabel, navLabel, children }: MobileMenuProps) {
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const panelId = useId();
  // Read from the popover. Until the page's code runs, the browser itself states whether the menu is expanded, and
  // a value rendered on the server could contradict it after an early tap.
  const subscribe = useCallback((onToggle: () => void) => {
    const element = panel.current;
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, []);
  const expanded = useSyncExternalStore(subscribe, () => panel.current?.matches(':popover-open') ?? false, () => undefined);

  // Navigating closes the menu (an early tap that opened it before the code ran stays open).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close(panel.current);
  }, [pathname]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && next !== toggle.current) close(event.currentTarget);
  };

  return (
    <div className={styles.menu}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        popoverTarget={panelId}
        aria-expanded={expanded}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className={`visually-hidden ${styles.openLabel}`}>{openLabel}</span>
        <span className={`visually-hidden ${styles.closeLabel}`}>{closeLabel}</span>
      </button>
      <nav
        ref={panel}
        id={panelId}
        popover="auto"
        aria-label={navLabel}
        className={styles.panel}
        onBlur={closeWhenFocusLeaves}
        onClick={(event) => event.target === event.currentTarget && close(event.currentTarget)}
      >
        <div className={styles.sheet}>{children}</div>
      </nav>
    </div>
  );
}

function close(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}
