import { getTranslations } from 'next-intl/server';
import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routes';
import type { AppLocale } from '@/i18n/routing';
import { breadcrumbTrail } from '@/lib/seo/structured-data';
import styles from './Breadcrumbs.module.css';

export async function Breadcrumbs({ routeKey, locale }: { routeKey: RouteKey; locale: AppLocale }) {
  const t = await getTranslations('Shell');
  const trail = breadcrumbTrail(routeKey);
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((key) => (
          <li key={key}>
            {key === routeKey ? (
              <span aria-current="page">{pageCopy(key, locale).label}</span>
            ) : (
              <Link href={key}>{pageCopy(key, locale).label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
