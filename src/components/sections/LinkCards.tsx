import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/Link';
import { routeKind, type RouteKey } from '@/i18n/routes';
import type { AppLocale } from '@/i18n/routing';
import styles from './LinkCards.module.css';

interface LinkCardsProps {
  routeKeys: RouteKey[];
  locale: AppLocale;
  /** A small label above each card's title, e.g. "Case study". */
  eyebrow?: string;
}

/** Cards linking to pages of the site, each with its label and description. */
export function LinkCards({ routeKeys, locale, eyebrow }: LinkCardsProps) {
  return (
    <ul className={styles.grid}>
      {routeKeys.map((key) => {
        const copy = pageCopy(key, locale);
        return (
          <li key={key} className={styles.card}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h3 className={styles.title}>
              <Link href={key} className={styles.link}>
                {copy.label}
                {/* A technology's name alone ("Go") says little out of context; its page title completes the link. */}
                {routeKind(key) === 'technology' && <span className="visually-hidden">: {copy.title}</span>}
              </Link>
            </h3>
            <p>{copy.description}</p>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </li>
        );
      })}
    </ul>
  );
}
