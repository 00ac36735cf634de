import type { Action } from '@/content/sections';
import { Link } from '@/i18n/Link';
import styles from './Pager.module.css';

/** The previous and next page of a series, as two wide links. */
export function Pager({ previous, next }: { previous: Action; next: Action }) {
  return (
    <ul className={styles.pager}>
      <li>
        <Link href={previous.href} className={styles.link}>
          <span aria-hidden="true">←</span> {previous.label}
        </Link>
      </li>
      <li className={styles.next}>
        <Link href={next.href} className={styles.link}>
          {next.label} <span aria-hidden="true">→</span>
        </Link>
      </li>
    </ul>
  );
}
