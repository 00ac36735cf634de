import type { Step } from '@/content/sections';
import styles from './ProcessSteps.module.css';

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          {step.duration && <p className={styles.duration}>{step.duration}</p>}
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
