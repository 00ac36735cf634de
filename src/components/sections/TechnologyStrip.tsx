import styles from './TechnologyStrip.module.css';

export function TechnologyStrip({ items }: { items: string[] }) {
  return (
    <ul className={styles.strip}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
