import type { CaseStudyCard } from '@/content/details/templates';
import { Link } from '@/i18n/Link';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { cardGridStyle } from '@/components/ui/card-grid';
import { Picture } from '@/components/ui/Picture';
import styles from './CaseStudyCards.module.css';

export type LinkedCaseStudyCard = CaseStudyCard & { href: RouteKeyOfKind<'case-study'> };

/**
 * Cards linking to case studies: the cover, the client's industry, the project's name and its headline result. Plain
 * markup from given cards, so a form's follow-up in the browser shows the same cards as the pages.
 */
export function CaseStudyCardList({ cards, headingLevel = 3 }: { cards: LinkedCaseStudyCard[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={styles.cards} style={cardGridStyle(cards.length, [2, 3, 4])}>
      {cards.map((card) => (
        <li key={card.href}>
          <Picture picture={{ ...card.cover, alt: '' }} className={styles.cover} />
          <div className={styles.text}>
            <p className={styles.industry}>{card.industry}</p>
            <Heading className={styles.title}>
              <Link href={card.href}>{card.label}</Link>
            </Heading>
            <p className={styles.result}>{card.result}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
