'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { answersQuery, completeAnswers, parseAnswers } from '@/lib/calculator/wizard-state';
import { budgetRanges, maxLength, projectTypes } from '@/lib/leads/fields';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import { FetchedFollowUp } from './FetchedFollowUp';
import { SelectField, TextAreaField, TextField } from './fields';
import { LeadForm } from './LeadForm';
import type { InitialFormState } from './use-lead-form';
import type { Locale } from '@/i18n/locales';

// The estimate's figures (the pricing) come only with an estimate: most enquiries carry none.
const EstimateAttachment = lazy(() => import('./EstimateAttachment').then((module) => ({ default: module.EstimateAttachment })));
/** The calculator's answers as the enquiry sends them: a complete set, or none. */
function attachedEstimate(query: string) {
  const answers = completeAnswers(parseAnswers(new URLSearchParams(query)));
  return answers ? answersQuery(answers) : '';
}
const estimateInAddress = () => attachedEstimate(new URLSearchParams(window.location.search).get('estimate') ?? '');

interface ContactFormProps {
  locale: Locale;
  /** The public path of the page the form sits on; recorded with the lead. */
  page: string;
  /** `compact` leaves out company and phone, for service and landing pages. */
  variant?: 'full' | 'compact';
  initial?: InitialFormState;
}

export function ContactForm({ locale, page, variant = 'full', initial }: ContactFormProps) {
  const t = useTranslations('Forms');
  const kept = attachedEstimate(initial?.values.estimate ?? '');
  const estimate = useBrowserValue(() => kept || estimateInAddress(), kept);
  const [estimateRemoved, setEstimateRemoved] = useState(false);
  const withEstimate = Boolean(estimate) && !estimateRemoved;
  return (
    <LeadForm
      kind="contact"
      locale={locale}
      page={page}
      initial={initial}
      submitLabel={t('submitContact')}
      sentMessage={(name) => t('contactSent', { name })}
      afterSent={({ values }) => <FetchedFollowUp locale={locale} projectType={values.projectType} />}
    >
      {(field) => (
        <>
          {variant === 'full' && (
            <>
              <TextField {...field('company')} label={t('company')} optionalLabel={t('optional')} autoComplete="organization" maxLength={maxLength.company} />
              <TextField {...field('phone')} type="tel" label={t('phone')} optionalLabel={t('optional')} autoComplete="tel" maxLength={maxLength.phone} />
            </>
          )}
          <SelectField
            {...field('projectType')}
            label={t('projectType')}
            optionalLabel={t('optional')}
            placeholder={t('choose')}
            options={projectTypes.map((type) => ({ value: type, label: t(`projectTypes.${type}`) }))}
          />
          <SelectField
            {...field('budget')}
            label={t('budget')}
            optionalLabel={t('optional')}
            placeholder={t('choose')}
            options={budgetRanges.map((range) => ({ value: range, label: t(`budgets.${range}`) }))}
          />
          {withEstimate && (
            <>
              {/* Sent with the form from its first render, not once the attachment's code has arrived: a form sent
                  at once (handed over from the server's markup) carries the estimate, which the server checks. */}
              <input type="hidden" name="estimate" value={estimate} />
              <Suspense fallback={null}>
                <EstimateAttachment query={estimate} onRemove={() => setEstimateRemoved(true)} />
              </Suspense>
            </>
          )}
          <TextAreaField {...field('message')} label={t('message')} hint={t('messageHint')} maxLength={maxLength.message} />
        </>
      )}
    </LeadForm>
  );
}
