'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  navLabel: string;
  children: ReactNode;
}

/** The navigation disclosure on narrow screens; closes on navigation and on Escape. */
export function MobileMenu({ openLabel, closeLabel, navLabel, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();

  // Navigating closes the menu: it is open only on the page where it was opened.
  const isOpen = open && openedAt === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!isOpen);
          setOpenedAt(pathname);
        }}
      >
        <span className={styles.icon} data-open={isOpen} aria-hidden="true" />
        <span className="visually-hidden">{isOpen ? closeLabel : openLabel}</span>
      </button>
      <nav id={panelId} aria-label={navLabel} className={styles.panel} hidden={!isOpen}>
        {children}
      </nav>
    </div>
  );
}
