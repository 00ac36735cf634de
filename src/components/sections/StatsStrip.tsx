import type { Stat } from '@/content/sections';
import styles from './StatsStrip.module.css';

export function StatsStrip({ items }: { items: Stat[] }) {
  return (
    <ul className={styles.stats}>
      {items.map((item, index) => (
        <li key={index} className={styles.stat}>
          <span className={styles.value}>{item.value}</span>
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
