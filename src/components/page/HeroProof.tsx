import { getTranslations } from 'next-intl/server';
import { projectsDelivered } from '@/config/facts';
import { formatRating, siteConfig } from '@/config/site';
import styles from './HeroProof.module.css';
import type { Locale } from '@/i18n/locales';

/** The proof under the home page's first screen: the rating, linked to the reviews behind it, projects and founding year. */
export async function HeroProof({ locale }: { locale: Locale }) {
  const t = await getTranslations('HeroProof');
  const { numberOfReviews, profileUrl } = siteConfig.reviews;

  return (
    <ul className={styles.proof} aria-label={t('label')}>
      <li>
        <a href={profileUrl} rel="noopener" className={styles.rating}>
          <span>{t('rating', { rating: formatRating(locale) })}</span>
          <span>{t('reviews', { count: numberOfReviews })}</span>
        </a>
      </li>
      <li>
        <span>{t('projects', { count: projectsDelivered })}</span>
        <span>{t('projectsLabel')}</span>
      </li>
      <li>
        <span>{siteConfig.foundingYear}</span>
        <span>{t('foundedLabel')}</span>
      </li>
    </ul>
  );
}
