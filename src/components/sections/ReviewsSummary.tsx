import type { CSSProperties } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatRating, siteConfig } from '@/config/site';
import styles from './ReviewsSummary.module.css';

/** The rating from the agency's review profile, rendered by the site so it shows even when the widget is blocked. */
export async function ReviewsSummary({ text }: { text: string }) {
  const t = await getTranslations('Reviews');
  const locale = await getLocale();
  const { overallRating, numberOfReviews } = siteConfig.reviews;
  const rating = formatRating(locale);

  return (
    <div className={styles.summary}>
      <p className={styles.score}>
        <span className={styles.value}>{rating}</span>
        {/* Five stars drawn by the stylesheet, filled as far as the rating goes. */}
        <span className={styles.stars} style={{ '--filled': `${(overallRating / 5) * 100}%` } as CSSProperties} aria-hidden="true" />
        <span className={styles.label}>{t('rating', { rating, count: numberOfReviews })}</span>
      </p>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
