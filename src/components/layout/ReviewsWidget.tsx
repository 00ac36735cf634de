'use client';

import { useEffect } from 'react';
import { useConsent } from '@/components/consent/ConsentProvider';
import { reviewsWidget } from '@/config/contact';
import styles from './ReviewsWidget.module.css';

declare global {
  interface Window {
    CLUTCHCO?: { Init?: () => void };
  }
}

const { widgetOrigin, widgetScript } = reviewsWidget;
const initWidget = () => window.CLUTCHCO?.Init?.();

function addScript() {
  if (document.querySelector(`script[src="${widgetScript}"]`)) return;
  const script = document.createElement('script');
  script.src = widgetScript;
  script.async = true;
  script.onload = initWidget;
  document.body.append(script);
}

/**
 * The third-party reviews badge. Its script sends the visitor's address to the provider, so it loads only where
 * Marketing tools may run: outside the EU, or once Marketing consent is stored. It loads once per page load, when
 * the browser is idle after the page has loaded, so it never blocks rendering. The container takes no space until
 * the script fills it, so a missing or withheld script changes nothing else on the page; the site's own rating
 * summary does not depend on it.
 */
export function ReviewsWidget({ widgetId }: { widgetId: string }) {
  const { marketingAllowed } = useConsent();
  useEffect(() => {
    if (!marketingAllowed) return;
    // After a client-side language switch the footer is new, so the loaded script is asked to fill it again.
    if (document.querySelector(`script[src="${widgetScript}"]`)) return initWidget();
    // Safari has no idle callback: there the script follows the load event at once.
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(addScript) : addScript());
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, [marketingAllowed]);

  return (
    <div
      className={`clutch-widget ${styles.widget}`}
      data-url={widgetOrigin}
      data-widget-type="2"
      data-height="45"
      data-nofollow="true"
      data-expandifr="true"
      data-clutchcompany-id={widgetId}
    />
  );
}
