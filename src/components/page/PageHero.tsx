import type { ReactNode } from 'react';
import type { PageCopy } from '@/content/types';
import styles from './PageHero.module.css';

interface PageHeroProps {
  copy: Pick<PageCopy, 'heading' | 'intro'>;
  /** Shown above the heading, e.g. breadcrumbs. */
  before?: ReactNode;
  /** Calls to action below the introduction. */
  actions?: ReactNode;
  /** Evidence below the calls to action, e.g. the home page's rating and figures. */
  proof?: ReactNode;
  /** A picture beside the text on wide screens, below it on phones. */
  visual?: ReactNode;
  /** `compact` for a tool's page (the calculator): a short band, so that on a phone the tool starts on the first screen. */
  size?: 'large' | 'regular' | 'compact';
}

export function PageHero({ copy, before, actions, proof, visual, size = 'regular' }: PageHeroProps) {
  return (
    <section className={size === 'regular' ? styles.hero : `${styles.hero} ${styles[size]}`} aria-labelledby="page-heading">
      <div className={`container ${visual ? styles.withVisual : ''}`}>
        <div>
          {before}
          <h1 id="page-heading" className={styles.heading}>
            {copy.heading}
          </h1>
          <p className={styles.intro}>{copy.intro}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
          {proof}
        </div>
        {visual && <div className={styles.visual}>{visual}</div>}
      </div>
    </section>
  );
}
