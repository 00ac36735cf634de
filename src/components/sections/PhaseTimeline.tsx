import { getTranslations } from 'next-intl/server';
import styles from './PhaseTimeline.module.css';

/**
 * The phases of a project as one bar, each as long as it lasted, with the week it ended at. It draws what the steps
 * below it say in words, so it is hidden from assistive technology.
 */
export async function PhaseTimeline({ weeks }: { weeks: number[] }) {
  const t = await getTranslations('Sections');
  const ends = weeks.map((_, index) => weeks.slice(0, index + 1).reduce((sum, value) => sum + value, 0));
  return (
    <ol className={styles.timeline} aria-hidden="true">
      {weeks.map((value, index) => {
        const end = ends[index] as number;
        return (
          <li key={index} style={{ flexGrow: value }} className={styles.phase}>
            <span className={styles.number}>{index + 1}</span>
            <span className={styles.end}>
              {index === weeks.length - 1 ? `${end}\u00a0${t('weeks')}` : end}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
