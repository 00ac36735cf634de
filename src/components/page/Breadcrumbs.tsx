import { getTranslations } from 'next-intl/server';
import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/Link';
import type { RouteKey } from '@/i18n/routes';
import { breadcrumbTrail } from '@/lib/seo/structured-data';
import styles from './Breadcrumbs.module.css';
import type { Locale } from '@/i18n/locales';

interface BreadcrumbsProps {
  routeKey: RouteKey;
  locale: Locale;
  /** The content shown on the page (an article's title), a step below the route itself. */
  current?: string;
}

export async function Breadcrumbs({ routeKey, locale, current }: BreadcrumbsProps) {
  const t = await getTranslations('Shell');
  const trail = breadcrumbTrail(routeKey);
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((key) => (
          <li key={key}>
            {key === routeKey && current === undefined ? (
              <span aria-current="page">{pageCopy(key, locale).label}</span>
            ) : (
              <Link href={key}>{pageCopy(key, locale).label}</Link>
            )}
          </li>
        ))}
        {current !== undefined && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
