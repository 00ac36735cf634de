import type { IconName } from '@/content/sections';
import styles from './Icon.module.css';

/**
 * A 24×24 line icon drawn for this site, from its own file (cached once, not repeated in every page's HTML).
 * Decorative, so hidden from assistive technology.
 */
export function Icon({ name }: { name: IconName }) {
  return <span className={`${styles.icon} ${styles[name]}`} aria-hidden="true" />;
}
