import type { PriceRange } from '@/content/sections';
import styles from './PriceRanges.module.css';

/** What something costs, in ranges: one card per package. */
export function PriceRanges({ items }: { items: PriceRange[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.name} className={styles.card}>
          <h3 className={styles.name}>{item.name}</h3>
          <p className={styles.price}>{item.price}</p>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
