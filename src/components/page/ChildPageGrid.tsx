import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routes';
import type { AppLocale } from '@/i18n/routing';
import styles from './ChildPageGrid.module.css';

/** Cards linking to a list of pages, each with its label and description. */
export function ChildPageGrid({ routeKeys, locale, heading }: { routeKeys: RouteKey[]; locale: AppLocale; heading: string }) {
  return (
    <section className="container" aria-labelledby="child-pages">
      <h2 id="child-pages" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {routeKeys.map((key) => {
          const copy = pageCopy(key, locale);
          return (
            <li key={key} className={styles.card}>
              <h3 className={styles.title}>
                <Link href={key} className={styles.link}>
                  {copy.label}
                </Link>
              </h3>
              <p>{copy.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
