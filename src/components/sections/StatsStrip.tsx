import type { Stat } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './StatsStrip.module.css';

/** Figures with their labels; each item is styled through the list's class. */
export function StatsStrip({ items }: { items: Stat[] }) {
  return (
    <ul className={styles.stats} style={cardGridStyle(items.length, [3, 4, 4])}>
      {items.map((item, index) => (
        <li key={index}>
          <span>{item.value}</span>
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
