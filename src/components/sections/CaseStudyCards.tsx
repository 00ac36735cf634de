import { caseStudyCard } from '@/content/details/templates';
import { Link } from '@/i18n/Link';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { Picture } from '@/components/ui/Picture';
import styles from './CaseStudyCards.module.css';
import type { Locale } from '@/i18n/locales';

/** Cards linking to case studies: the cover, the client's industry, the project's name and its headline result. */
export function CaseStudyCards({ routeKeys, locale }: { routeKeys: RouteKeyOfKind<'case-study'>[]; locale: Locale }) {
  return (
    <ul className={styles.cards}>
      {routeKeys.map((key) => {
        const card = caseStudyCard(key, locale);
        return (
          <li key={key}>
            <Picture picture={{ ...card.cover, alt: '' }} className={styles.cover} />
            <div className={styles.text}>
              <p className={styles.industry}>{card.industry}</p>
              <h3>
                <Link href={key}>{card.label}</Link>
              </h3>
              <p className={styles.result}>{card.result}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
