'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { isPrivatePath } from '@/i18n/routes';
import { reportError } from '@/lib/browser/error-reporting';
import { leavesPage, navigationStartEventName, overlayDelayMs, overlayTimeoutMs } from '@/lib/browser/route-change';
import { focusNewPage } from './focus-new-page';
import styles from './RouteChange.module.css';

/**
 * Everything that follows a client-side route change: the full-screen overlay while the next page is on
 * its way, and once it is shown, keyboard focus at its beginning and one `page_view`.
 */
/** `logo` comes rendered from the server, so its drawing is not part of every page's code. */
export function RouteChange({ label, logo }: { label: string; logo: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <RouteChangeOverlay label={label} logo={logo} />
    </Suspense>
  );
}

/** Module state, so a language switch (which remounts the layout) still counts as a page view. */
let lastReportedPage: string | undefined;

/** The data layer's code is needed from the first client-side navigation on, not for the page that is loading. */
const trackPageView = (page: string) =>
  import('@/lib/browser/data-layer').then((dataLayer) => dataLayer.trackPageView(page), reportError);

function RouteChangeOverlay({ label, logo }: { label: string; logo: ReactNode }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const page = search ? `${pathname}?${search}` : pathname;
  const shownPage = useRef(page);
  // The navigation under way, named by the page it leaves: it is over as soon as another page is shown.
  const [navigation, setNavigation] = useState<{ from: string; visible: boolean } | null>(null);
  const pending = navigation !== null && navigation.from === page;

  useEffect(() => {
    shownPage.current = page;
    const navigated = lastReportedPage !== undefined && lastReportedPage !== page;
    if (navigated) focusNewPage(document.getElementById('main'), document.activeElement);
    if (navigated && !isPrivatePath(page)) void trackPageView(page);
    lastReportedPage = page;
  }, [page]);

  useEffect(() => {
    const onStart = (event: Event) => {
      const target = (event as CustomEvent<string>).detail;
      const from = shownPage.current;
      if (leavesPage(target, from, location.href)) setNavigation({ from, visible: false });
    };
    // A page restored from the back-forward cache after a full navigation must not keep its overlay.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setNavigation(null);
    window.addEventListener(navigationStartEventName, onStart);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener(navigationStartEventName, onStart);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const show = setTimeout(() => setNavigation((current) => current && { ...current, visible: true }), overlayDelayMs);
    const giveUp = setTimeout(() => setNavigation(null), overlayTimeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [pending]);

  if (!pending || !navigation.visible) return null;
  return (
    <div className={styles.overlay} role="status">
      <span className={styles.logo}>{logo}</span>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
