import { useTranslations } from 'next-intl';
import { describeAnswer } from '@/lib/calculator/describe';
import { questionIds, type Answers } from '@/lib/calculator/questions';
import { questionPosition, wizardQuery } from '@/lib/calculator/wizard-state';
import { WizardLink } from './WizardLink';
import styles from './Calculator.module.css';

/** The visitor's answers, each with a way to its step and back to the estimate (the other answers stay). */
export function EstimateAnswers({ answers, path, go }: { answers: Answers; path: string; go: (query: string) => void }) {
  const t = useTranslations('Calculator');
  return (
    <section className={styles.answers} aria-labelledby="estimate-answers">
      <h3 id="estimate-answers">{t('result.answersHeading')}</h3>
      <dl>
        {questionIds.map((id) => {
          // The step, and from there straight back here.
          const query = wizardQuery(answers, questionPosition(id), true);
          const question = t(`steps.${id}.question`);
          return (
            <div key={id} className={styles.answer}>
              <dt>{question}</dt>
              <dd>
                {describeAnswer(t, id, answers)}{' '}
                <WizardLink path={path} query={query} go={go} aria-label={t('result.changeAnswer', { question })}>
                  {t('result.change')}
                </WizardLink>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
