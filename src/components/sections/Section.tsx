import type { ReactNode } from 'react';
import type { PictureRef } from '@/content/pictures';
import { Picture } from '@/components/ui/Picture';
import styles from './Section.module.css';

interface SectionProps {
  id: string;
  heading: string;
  intro?: string;
  /** `muted` and `night` set a band apart from its neighbours. */
  tone?: 'plain' | 'muted' | 'night';
  /** Shown between the lead and the content: a screen, diagram or chart of what the section tells. */
  picture?: PictureRef;
  /** Beside the heading and content on wide screens, after them on phones (who answers, beside the contact form). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page section: a landmark labelled by its h2, with an optional lead. The section itself keeps
 * its content to the page's column, so no wrapper is repeated in every section's markup and payload.
 */
export function Section({ id, heading, intro, tone = 'plain', picture, aside, children }: SectionProps) {
  const headingId = `${id}-heading`;
  const content = (
    <>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {picture ? <Picture picture={picture} className={styles.picture} /> : null}
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={tone === 'plain' ? styles.section : `${styles.section} ${styles[tone]}`}>
      {aside ? (
        <div className={styles.withAside}>
          <div>{content}</div>
          {aside}
        </div>
      ) : (
        content
      )}
    </section>
  );
}
