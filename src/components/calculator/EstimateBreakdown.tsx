import { useTranslations } from 'next-intl';
import { describeAnswer } from '@/lib/calculator/describe';
import { areaQuestions, type Estimate } from '@/lib/calculator/estimate';
import { formatShare } from '@/i18n/format';
import type { Answers } from '@/lib/calculator/questions';
import styles from './Calculator.module.css';
import type { Locale } from '@/i18n/locales';

const factorQuestion = { design: 'design', stage: 'stage', timeline: 'timeline', compliance: undefined } as const;

/** Each area's share of the effort with the answers behind it, then the factors that raise the whole project. */
export function EstimateBreakdown({ answers, estimate, locale }: { answers: Answers; estimate: Estimate; locale: Locale }) {
  const t = useTranslations('Calculator');
  return (
    <section className={styles.breakdown} aria-labelledby="estimate-breakdown">
      <h3 id="estimate-breakdown">{t('result.breakdownHeading')}</h3>
      <p className={styles.hint}>{t('result.breakdownIntro')}</p>
      <ul className={styles.areas}>
        {estimate.breakdown.map(({ area, days, share }) => (
          <li key={area} className={styles.area}>
            <span className={styles.areaName}>{t(`result.areas.${area}`)}</span>
            <span className={styles.areaAnswers}>{areaQuestions[area].map((id) => describeAnswer(t, id, answers)).join(' · ')}</span>
            <span className={styles.areaFigure}>
              {days > 0 ? t('result.areaDays', { days, share: formatShare(share, locale) }) : t('result.notIncluded')}
            </span>
            <span className={styles.areaBar} aria-hidden="true">
              <span style={{ width: `${Math.round(share * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
      {estimate.factors.length > 0 && (
        <>
          <h4 className={styles.factorsHeading}>{t('result.factorsHeading')}</h4>
          <ul className={styles.factors}>
            {estimate.factors.map(({ factor, percent }) => {
              const question = factorQuestion[factor];
              return (
                <li key={factor}>
                  {t(`result.factors.${factor}`, { answer: question ? describeAnswer(t, question, answers) : '' })}{' '}
                  <strong>+{formatShare(percent / 100, locale)}</strong>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
