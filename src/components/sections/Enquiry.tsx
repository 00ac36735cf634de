import type { ReactNode } from 'react';
import type { Section } from '@/content/sections';
import { LinkLine } from '@/components/ui/LinkLine';
import styles from './Enquiry.module.css';

/**
 * The contact form with the way to the calculator under it. Once the form is sent, its follow-up names the
 * calculator itself, and the line here steps aside.
 */
export function Enquiry({ calculator, form }: { calculator: Extract<Section, { type: 'contact-form' }>['calculator']; form: ReactNode }) {
  return (
    <div className={styles.enquiry}>
      {form}
      {calculator && <LinkLine {...calculator} className={styles.calculator} />}
    </div>
  );
}
