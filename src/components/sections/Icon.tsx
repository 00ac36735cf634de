import type { IconName } from '@/content/sections';
import styles from './Icon.module.css';

/**
 * A 24×24 line icon drawn for this site, from its own file (cached once, not repeated in every page's HTML), in the
 * middle of the element: `className` styles the element around it. Decorative, so hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={`${className ? `${className} ` : ''}${styles.icon} ${styles[name]}`} aria-hidden="true" />;
}
