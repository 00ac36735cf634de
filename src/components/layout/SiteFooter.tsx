import { getTranslations } from 'next-intl/server';
import { footerNavigation } from '@/config/navigation';
import { phoneHref } from '@/config/contact';
import { formatRating, managingDirectorNames, siteConfig } from '@/config/site';
import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/Link';
import { localePath, type RouteKey } from '@/i18n/routes';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { Logo } from '@/components/ui/Logo';
import { ReviewsWidget } from './ReviewsWidget';
import styles from './SiteFooter.module.css';
import type { Locale } from '@/i18n/locales';

/** The cookie policy's section on changing or withdrawing consent, where the footer leads without JavaScript. */
const cookieChoiceSection = 'manage-consent';

const socialNames: Record<keyof typeof siteConfig.social, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  clutch: 'Clutch',
};

export async function SiteFooter({ locale, reviewsWidgetId }: { locale: Locale; reviewsWidgetId: string }) {
  const t = await getTranslations('Footer');
  const { address, reviews } = siteConfig;
  const rating = formatRating(locale);

  const column = (heading: string, keys: readonly RouteKey[]) => (
    <nav aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {keys.map((key, index) => (
          <li key={index}>
            <Link href={key}>{pageCopy(key, locale).label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p>{t('tagline', { year: siteConfig.foundingYear })}</p>
          {/* The stars are drawn by the stylesheet. */}
          <p className={styles.rating}>{t('rating', { rating, count: reviews.numberOfReviews })}</p>
          <ReviewsWidget widgetId={reviewsWidgetId} />
        </div>
        {column(t('services'), footerNavigation.services)}
        {column(t('company'), footerNavigation.company)}
        <div>
          <h2 className={styles.heading}>{t('contact')}</h2>
          <address className={styles.address}>
            {siteConfig.legalName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            <a href={phoneHref}>{siteConfig.phone}</a>
            <br />
            <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
          </address>
          <ul className={styles.social} aria-label={t('social')}>
            {Object.entries(siteConfig.social).map(([network, url]) => (
              <li key={network}>
                <a href={url} rel="me noopener">
                  {socialNames[network as keyof typeof socialNames]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {t('copyright', { year: new Date().getFullYear(), legalName: siteConfig.legalName })}{' '}
          {t('registry', {
            court: siteConfig.registerCourt,
            number: siteConfig.registerNumber,
            vatId: siteConfig.vatId,
          })}
          {' · '}
          {t('managingDirectors', { names: managingDirectorNames.join(', ') })}
        </p>
        <nav aria-label={t('legal')}>
          <ul className={styles.legal}>
            {footerNavigation.legal.map((key, index) => (
              <li key={index}>
                <Link href={key}>{pageCopy(key, locale).label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton
                label={t('cookieSettings')}
                className={styles.linkButton}
                href={`${localePath('/cookie-policy', locale)}#${cookieChoiceSection}`}
              />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
