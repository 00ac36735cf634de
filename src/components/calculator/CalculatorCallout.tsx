import type { CalculatorCallout as CalculatorCalloutWords } from '@/content/sections';
import { ButtonLink } from '@/components/ui/ButtonLink';
import styles from './CalculatorCallout.module.css';

/** Where a reader weighs what a product costs (prices, an article on MVP cost): a line, and the way into the calculator. */
export function CalculatorCallout({ text, link }: CalculatorCalloutWords) {
  return (
    <div className={styles.callout}>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={link.href}>{link.label}</ButtonLink>
    </div>
  );
}
