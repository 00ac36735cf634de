import type { CSSProperties } from 'react';
import type { Step } from '@/content/sections';
import styles from './ProcessSteps.module.css';

/** Columns on wide screens that leave no lonely step in the last row where possible. */
function columnsFor(count: number) {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return count === 5 ? 5 : 4;
}

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps} style={{ '--columns': columnsFor(steps.length) } as CSSProperties}>
      {steps.map((step, index) => (
        <li key={index}>
          <h3>{step.title}</h3>
          {step.duration ? <p className={styles.duration}>{step.duration}</p> : null}
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
