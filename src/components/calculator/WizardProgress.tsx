import { useTranslations } from 'next-intl';
import { sections } from '@/lib/calculator/questions';
import styles from './Calculator.module.css';

/** The two sections and their steps as a bar; the step heading says the same in words for screen readers. */
export function WizardProgress({ position }: { position: { section: number; step: number } }) {
  const t = useTranslations('Calculator');
  return (
    <div className={styles.progress} aria-hidden="true">
      {sections.map((section, index) => {
        const done = index + 1 < position.section ? section.steps.length : index + 1 === position.section ? position.step : 0;
        return (
          <div key={section.id} className={index + 1 === position.section ? `${styles.progressSection} ${styles.current}` : styles.progressSection}>
            <span className={styles.progressName}>{t(`sections.${section.id}`)}</span>
            <span className={styles.segments}>
              {section.steps.map((step, stepIndex) => (
                <span key={step} className={stepIndex < done ? `${styles.segment} ${styles.filled}` : styles.segment} />
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
