import type { PriceRange } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './PriceRanges.module.css';

/** What something costs, in ranges: one card per package. */
export function PriceRanges({ items }: { items: PriceRange[] }) {
  return (
    <ul className={styles.grid} style={cardGridStyle(items.length, [2, 3, 3])}>
      {items.map((item) => (
        <li key={item.name} className={styles.card}>
          <h3 className={styles.name}>{item.name}</h3>
          {/* A figure in large type, not a heading: the package's name above is the heading. */}
          <div className={styles.price}>{item.price}</div>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
