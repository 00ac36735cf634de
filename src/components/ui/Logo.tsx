import styles from './Logo.module.css';

/**
 * The Kovalent mark (two atoms sharing a bond) and the word mark, drawn by the stylesheet from files so that no
 * page repeats the drawing in its markup. Decorative: the link around it carries the name.
 */
export function Logo({ className, withWordmark = true }: { className?: string; withWordmark?: boolean }) {
  return (
    <span className={className ? `${styles.logo} ${className}` : styles.logo} aria-hidden="true">
      <span className={styles.mark} />
      {withWordmark && <span className={styles.word}>kovalent</span>}
    </span>
  );
}
