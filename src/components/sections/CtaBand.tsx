import type { Action } from '@/content/sections';
import { ButtonLink } from '@/components/ui/ButtonLink';
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
    <section id={id} aria-labelledby={`${id}-heading`} className="container">
      <div className={styles.band}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <ButtonLink href={primary.href} hash={primary.hash} variant="inverse">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} hash={secondary.hash} variant="secondary">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
