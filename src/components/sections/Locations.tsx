import type { Location } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './Locations.module.css';

export function Locations({ items }: { items: Location[] }) {
  return (
    <ul className={styles.grid} style={cardGridStyle(items.length, [2, 3, 3])}>
      {items.map((item) => (
        <li key={item.city} className={styles.location}>
          <h3 className={styles.city}>{item.city}</h3>
          <address className={styles.address}>{item.address}</address>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
