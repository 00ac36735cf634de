'use client';

import Script from 'next/script';
import { siteConfig } from '@/config/site';
import styles from './ReviewsWidget.module.css';

declare global {
  interface Window {
    CLUTCHCO?: { Init?: () => void };
  }
}

/**
 * The third-party reviews badge. Its script loads once per page load, when the browser is idle after the
 * page has loaded, so it never blocks rendering. The container takes no space until the script fills it,
 * so a missing or blocked script changes nothing else on the page; the site's own rating summary does not
 * depend on it.
 */
export function ReviewsWidget({ widgetId }: { widgetId: string }) {
  const { widgetOrigin, widgetScript } = siteConfig.reviews;
  return (
    <>
      <div
        className={`clutch-widget ${styles.widget}`}
        data-url={widgetOrigin}
        data-widget-type="2"
        data-height="45"
        data-nofollow="true"
        data-expandifr="true"
        data-clutchcompany-id={widgetId}
      />
      {/* After a client-side language switch the footer is new, so the loaded script is asked to fill it again. */}
      <Script src={widgetScript} strategy="lazyOnload" onReady={() => window.CLUTCHCO?.Init?.()} />
    </>
  );
}
