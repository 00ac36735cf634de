import type { ReactNode } from 'react';
import type { PageCopy } from '@/content/types';
import styles from './PageHero.module.css';

interface PageHeroProps {
  copy: Pick<PageCopy, 'heading' | 'intro'>;
  /** Shown above the heading, e.g. breadcrumbs. */
  before?: ReactNode;
  /** Calls to action below the introduction. */
  actions?: ReactNode;
  size?: 'large' | 'regular';
}

export function PageHero({ copy, before, actions, size = 'regular' }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${styles[size]}`}>
      <div className="container">
        {before}
        <h1 className={styles.heading}>{copy.heading}</h1>
        <p className={styles.intro}>{copy.intro}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
