import { getTranslations } from 'next-intl/server';
import { phoneHref } from '@/config/contact';
import { siteConfig } from '@/config/site';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './ContactChannels.module.css';

/** E-mail, phone, address and office hours, straight from the site config. */
export async function ContactChannels() {
  const t = await getTranslations('Contact');
  const { address } = siteConfig;
  return (
    // Laid out for the five channels below.
    <dl className={styles.channels} style={cardGridStyle(5, [2, 3, 4])}>
      <div className={styles.channel}>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </dd>
      </div>
      <div className={styles.channel}>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={phoneHref}>{siteConfig.phone}</a>
        </dd>
      </div>
      <div className={styles.channel}>
        <dt>{t('address')}</dt>
        <dd>
          <address>
            {siteConfig.legalName}
            <br />
            {address.street}, {address.postalCode} {address.city}
          </address>
        </dd>
      </div>
      <div className={styles.channel}>
        <dt>{t('hours')}</dt>
        <dd>{t('hoursValue')}</dd>
      </div>
      <div className={styles.channel}>
        <dt>{t('careers')}</dt>
        <dd>
          <a href={`mailto:${siteConfig.careersEmail}`}>{siteConfig.careersEmail}</a>
        </dd>
      </div>
    </dl>
  );
}
