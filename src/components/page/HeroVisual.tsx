import styles from './HeroVisual.module.css';

/** The home page illustration (atoms sharing bonds, the idea behind the name), drawn from its own file. Decorative. */
export function HeroVisual() {
  return <span className={styles.art} />;
}
