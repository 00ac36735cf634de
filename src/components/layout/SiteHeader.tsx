import { getTranslations } from 'next-intl/server';
import { contactRoute, mainNavigation } from '@/config/navigation';
import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/Link';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Logo } from '@/components/ui/Logo';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import styles from './SiteHeader.module.css';
import { otherLocales, type Locale } from '@/i18n/locales';
import { readMessages } from '@/i18n/messages';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Shell');
  // Styled through their lists' classes: nothing repeated per link in the markup and the payload.
  const links = mainNavigation.map((key, index) => (
    <li key={index}>
      <NavLink href={key} locale={locale}>
        {pageCopy(key, locale).label}
      </NavLink>
    </li>
  ));
  // Each link says what it does in the language it leads to.
  const targets = otherLocales(locale).map((other) => ({ locale: other, description: readMessages(other).Shell.pageInThisLanguage }));

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.home} aria-label={t('homeLink')}>
          <Logo className={styles.logo} />
        </Link>
        <nav aria-label={t('mainNav')} className={styles.desktopNav}>
          <ul className={styles.navList}>{links}</ul>
        </nav>
        <div className={styles.actions}>
          <span className={styles.desktopOnly}>
            <LocaleSwitcher targets={targets} compact />
          </span>
          <ButtonLink href={contactRoute} className={styles.cta}>
            {t('contactCta')}
          </ButtonLink>
          <MobileMenu openLabel={t('menuOpen')} closeLabel={t('menuClose')} navLabel={t('mainNav')}>
            <ul className={styles.mobileList}>{links}</ul>
            <div className={styles.mobileFooter}>
              <LocaleSwitcher targets={targets} />
              <ButtonLink href={contactRoute}>{t('contactCta')}</ButtonLink>
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
