'use client';

import { useTranslations } from 'next-intl';
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
