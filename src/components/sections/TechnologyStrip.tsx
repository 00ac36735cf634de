import styles from './TechnologyStrip.module.css';

export function TechnologyStrip({ items }: { items: string[] }) {
  return (
    <ul className={styles.strip}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
