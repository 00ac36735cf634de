import type { Action } from '@/content/sections';
import { ActionLinks } from '@/components/ui/ActionLinks';
import styles from './CtaBand.module.css';

interface CtaBandProps {
  id: string;
  heading: string;
  text: string;
  primary: Action;
  secondary?: Action;
}

export function CtaBand({ id, heading, text, primary, secondary }: CtaBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`container ${styles.band}`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <ActionLinks primary={primary} secondary={secondary} primaryVariant="inverse" />
      </div>
    </section>
  );
}
