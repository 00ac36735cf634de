import type { Step } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './ProcessSteps.module.css';

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps} style={cardGridStyle(steps.length, [2, 3, 4])}>
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
