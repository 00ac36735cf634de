'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '@/i18n/navigation';
import { Button } from '@/components/ui/Button';
import styles from './Consent.module.css';

interface ConsentBannerProps {
  onAccept: () => void;
  onOpenSettings: () => void;
}

/** A fixed bar over the page: it never shifts the layout and leaves the page usable. */
export function ConsentBanner({ onAccept, onOpenSettings }: ConsentBannerProps) {
  const t = useTranslations('Consent');
  const banner = useRef<HTMLElement>(null);
  usePublishedHeight(banner);
  return (
    <section ref={banner} className={styles.banner} aria-label={t('bannerLabel')}>
      <div className={styles.bannerInner}>
        <div>
          <h2 className={styles.title}>{t('bannerTitle')}</h2>
          <p className={styles.text}>
            {t('bannerText')} <Link href="/cookie-policy">{t('policyLink')}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onOpenSettings}>
            {t('settings')}
          </Button>
          <Button variant="primary" onClick={onAccept}>
            {t('accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Publishes the banner's height as `--consent-banner-height`, so fixed elements (the toasts) stay above it. */
function usePublishedHeight(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--consent-banner-height', `${node.offsetHeight}px`));
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-banner-height');
    };
  }, [element]);
}
