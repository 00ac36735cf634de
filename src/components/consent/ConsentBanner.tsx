'use client';

import NextLink from 'next/link';
import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import type { ConsentText } from './consent-text';
import styles from './Consent.module.css';

interface ConsentBannerProps {
  text: ConsentText;
  /** The cookie policy in the page's language. */
  policyHref: string;
  onAccept: () => void;
  /** Does what the settings' "Decline optional cookies" does: rejecting is as easy as accepting. */
  onReject: () => void;
  onOpenSettings: () => void;
}

/** A fixed bar over the page: it never shifts the layout and leaves the page usable. */
export function ConsentBanner({ text, policyHref, onAccept, onReject, onOpenSettings }: ConsentBannerProps) {
  const banner = useRef<HTMLElement>(null);
  usePublishedHeight(banner);
  return (
    <section ref={banner} className={styles.banner} aria-label={text.bannerLabel} data-consent-banner>
      <div className={styles.bannerInner}>
        <div>
          <h2 className={styles.title}>{text.bannerTitle}</h2>
          <p className={styles.text}>
            {text.bannerText} <NextLink href={policyHref}>{text.policyLink}</NextLink>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onOpenSettings}>
            {text.settings}
          </Button>
          <Button variant="primary" onClick={onReject}>
            {text.reject}
          </Button>
          <Button variant="primary" onClick={onAccept}>
            {text.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Publishes the banner's height as `--consent-banner-height`: fixed elements (the toasts) stay above it, the page
 * gains room below its footer to scroll out from under it, and focus scrolls clear of it (globals.css). The field
 * a visitor is typing into when the banner appears moves up above it.
 */
function usePublishedHeight(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.setProperty('--consent-banner-height', `${node.offsetHeight}px`);
      const field = document.activeElement;
      if (field instanceof HTMLElement && field.matches('input, select, textarea, [contenteditable]') && field.getBoundingClientRect().bottom > node.getBoundingClientRect().top) {
        field.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      }
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-banner-height');
    };
  }, [element]);
}
