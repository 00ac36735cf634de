import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/Link';
import { routeKind, type RouteKey } from '@/i18n/routes';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './LinkCards.module.css';
import type { Locale } from '@/i18n/locales';

interface LinkCardsProps {
  routeKeys: RouteKey[];
  locale: Locale;
}

/**
 * Cards linking to pages of the site, each with its label and description. The cards are styled through the list's
 * class and draw their arrow in the stylesheet: nothing is repeated per card in the markup and the page's payload.
 */
export function LinkCards({ routeKeys, locale }: LinkCardsProps) {
  return (
    <ul className={styles.cards} style={cardGridStyle(routeKeys.length, [2, 3, 4])}>
      {routeKeys.map((key, index) => {
        const copy = pageCopy(key, locale);
        return (
          <li key={index}>
            <h3>
              <Link href={key}>
                {copy.label}
                {/* A technology's name alone ("Go") says little out of context; its page title completes the link. */}
                {routeKind(key) === 'technology' ? <span className="visually-hidden">: {copy.title}</span> : null}
              </Link>
            </h3>
            <p>{copy.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
