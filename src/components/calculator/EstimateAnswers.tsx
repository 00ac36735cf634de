import { useTranslations } from 'next-intl';
import { describeAnswer } from '@/lib/calculator/describe';
import { questionIds, type Answers } from '@/lib/calculator/questions';
import { questionPosition, wizardQuery } from '@/lib/calculator/wizard-state';
import styles from './Calculator.module.css';

/** The visitor's answers, each with a way back to its step (the other answers stay). */
export function EstimateAnswers({ answers, path, go }: { answers: Answers; path: string; go: (query: string) => void }) {
  const t = useTranslations('Calculator');
  return (
    <section className={styles.answers} aria-labelledby="estimate-answers">
      <h3 id="estimate-answers">{t('result.answersHeading')}</h3>
      <dl>
        {questionIds.map((id) => {
          const query = wizardQuery(answers, questionPosition(id));
          const question = t(`steps.${id}.question`);
          return (
            <div key={id} className={styles.answer}>
              <dt>{question}</dt>
              <dd>
                {describeAnswer(t, id, answers)}{' '}
                <a
                  href={`${path}?${query}#calculator`}
                  aria-label={t('result.changeAnswer', { question })}
                  onClick={(event) => (event.preventDefault(), go(query))}
                >
                  {t('result.change')}
                </a>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
