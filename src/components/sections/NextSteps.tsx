import type { Step } from '@/content/sections';
import styles from './NextSteps.module.css';

/** What happens after an enquiry, as a short numbered list (beside the form, and once it is sent). */
export function NextSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title}>
          <p className={styles.title}>
            <strong>{step.title}</strong>
            {step.duration ? <span className={styles.duration}>{step.duration}</span> : null}
          </p>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
