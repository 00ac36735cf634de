import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import styles from './PreviewMarker.module.css';

/** The band above a previewed article: says it is a preview that visitors do not see, and leads out of it. */
export async function PreviewMarker({ locale, slug }: { locale: Locale; slug: string }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <aside className={styles.marker} aria-label={t('label')}>
      <div className={`container ${styles.inner}`}>
        <p>
          <strong className={styles.badge}>{t('label')}</strong> {t('notice')}
        </p>
        <a className={styles.leave} href={`/api/preview/exit?${new URLSearchParams({ locale, slug })}`}>
          {t('leave')}
        </a>
      </div>
    </aside>
  );
}
