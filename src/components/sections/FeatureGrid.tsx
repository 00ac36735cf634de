import type { Feature } from '@/content/sections';
import { Icon } from './Icon';
import styles from './FeatureGrid.module.css';

export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item.icon && (
            <span className={styles.icon}>
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
