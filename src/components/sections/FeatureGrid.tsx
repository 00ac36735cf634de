import type { Feature } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import { Icon } from './Icon';
import styles from './FeatureGrid.module.css';

export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className={styles.grid} style={cardGridStyle(items.length, [2, 3, 3])}>
      {items.map((item, index) => (
        <li key={index}>
          {item.icon ? <Icon name={item.icon} className={styles.icon} /> : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
