'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { describeFigures, describeTeam } from '@/lib/calculator/describe';
import { estimateMvpCost } from '@/lib/calculator/estimate';
import { formatEuros } from '@/i18n/format';
import { pricingTable } from '@/lib/calculator/pricing-table';
import { questionIds, type Answers } from '@/lib/calculator/questions';
import { answersQuery, questionPosition, wizardQuery } from '@/lib/calculator/wizard-state';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { EstimateAnswers } from './EstimateAnswers';
import { EstimateBreakdown } from './EstimateBreakdown';
import { EstimateForm } from './EstimateForm';
import { EstimateShare } from './EstimateShare';
import { startOverQuery } from './StepForm';
import { WizardLink } from './WizardLink';
import styles from './Calculator.module.css';
import type { Locale } from '@/i18n/locales';

interface EstimateResultProps {
  answers: Answers;
  path: string;
  locale: Locale;
  headingRef: Ref<HTMLHeadingElement>;
  go: (query: string) => void;
}

/**
 * The estimate: figures and team, the way to review it with an engineer (its primary action), what drove the figures,
 * the answers, and the ways to keep it.
 */
export function EstimateResult({ answers, path, locale, headingRef, go }: EstimateResultProps) {
  const t = useTranslations('Calculator');
  const estimate = estimateMvpCost(answers);
  const { cost, weeks } = describeFigures(t, estimate, locale);
  const query = answersQuery(answers);
  const lastStep = wizardQuery(answers, questionPosition(questionIds[questionIds.length - 1]!));

  return (
    <div className={styles.result}>
      <h2 id="calculator-heading" ref={headingRef} tabIndex={-1} className={styles.question}>
        {t('result.heading')}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('result.cost')}</dt>
          <dd className={styles.figureValue}>{cost}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('result.duration')}</dt>
          <dd className={styles.figureValue}>{weeks}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('result.team')}</dt>
          <dd>
            <ul className={styles.team}>
              {describeTeam(t, estimate.team).map((member) => (
                <li key={member}>{member}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('result.effort', { days: estimate.effortDays, rate: formatEuros(pricingTable.dayRate, locale) })} {t('result.disclaimer')}
      </p>
      <p className={styles.review}>{t('result.reviewText')}</p>
      {/* The estimate's one filled action: the contact form, with the estimate attached. */}
      <div className={styles.actions}>
        <ButtonLink href="/contact" search={`estimate=${encodeURIComponent(query)}`} hash="enquiry">
          {t('result.review')}
        </ButtonLink>
        <WizardLink path={path} query={lastStep} go={go} className={styles.startOver}>
          {t('back')}
        </WizardLink>
        <WizardLink path={path} query={startOverQuery} go={go} className={styles.startOver}>
          {t('startOver')}
        </WizardLink>
      </div>

      <EstimateBreakdown answers={answers} estimate={estimate} locale={locale} />
      <EstimateAnswers answers={answers} path={path} go={go} />

      <div className={styles.next}>
        <EstimateShare />
      </div>
      <section className={styles.send} aria-labelledby="estimate-send">
        <h3 id="estimate-send">{t('result.sendHeading')}</h3>
        <p className={styles.hint}>{t('result.sendIntro')}</p>
        <EstimateForm locale={locale} page={path} estimate={query} submitVariant="secondary" />
      </section>
    </div>
  );
}
