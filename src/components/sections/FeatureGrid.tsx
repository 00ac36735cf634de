import type { Feature } from '@/content/sections';
import { Icon } from './Icon';
import styles from './FeatureGrid.module.css';

export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className={styles.grid}>
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
