'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './Consent.module.css';

interface ConsentBannerProps {
  onAccept: () => void;
  onOpenSettings: () => void;
}

/** A fixed bar over the page: it never shifts the layout and leaves the page usable. */
export function ConsentBanner({ onAccept, onOpenSettings }: ConsentBannerProps) {
  const t = useTranslations('Consent');
  return (
    <section className={styles.banner} aria-label={t('bannerLabel')}>
      <div className={styles.bannerInner}>
        <div>
          <h2 className={styles.title}>{t('bannerTitle')}</h2>
          <p className={styles.text}>
            {t('bannerText')} <Link href="/cookie-policy">{t('policyLink')}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onOpenSettings}>
            {t('settings')}
          </button>
          <button type="button" className={styles.primary} onClick={onAccept}>
            {t('accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
