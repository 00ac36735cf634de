'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { answersQuery, completeAnswers, parseAnswers } from '@/lib/calculator/wizard-state';
import { budgetRanges, maxLength, projectTypes } from '@/lib/leads/fields';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import { FetchedFollowUp } from './FetchedFollowUp';
import { SelectField, TextAreaField, TextField } from './fields';
import { LeadForm } from './LeadForm';
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
}

/**
 * An estimate brought along from the calculator (in the address, or given back after a native post): sent with the
 * form, and shown above the message with a way to remove it.
 */
function AttachedEstimate({ kept }: { kept: string }) {
  const estimate = useBrowserValue(() => kept || estimateInAddress(), kept);
  const [removed, setRemoved] = useState(false);
  if (!estimate || removed) return null;
  return (
    <>
      <input type="hidden" name="estimate" value={estimate} />
      <Suspense fallback={null}>
        <EstimateAttachment query={estimate} onRemove={() => setRemoved(true)} />
      </Suspense>
    </>
  );
}

export function ContactForm({ locale, page, variant = 'full' }: ContactFormProps) {
  const t = useTranslations('ContactForm');
  const forms = useTranslations('Forms');
  return (
    <LeadForm
      kind="contact"
      locale={locale}
      page={page}
      submitLabel={t('submitContact')}
      sentMessage={(name) => t('contactSent', { name })}
      afterSent={({ values }) => <FetchedFollowUp locale={locale} projectType={values.projectType} />}
    >
      {(field) => (
        <>
          {variant === 'full' && (
            <>
              <TextField {...field('company')} label={t('company')} optionalLabel={forms('optional')} autoComplete="organization" maxLength={maxLength.company} />
              <TextField {...field('phone')} type="tel" label={t('phone')} optionalLabel={forms('optional')} autoComplete="tel" maxLength={maxLength.phone} />
            </>
          )}
          <SelectField
            {...field('projectType')}
            label={t('projectType')}
            optionalLabel={forms('optional')}
            placeholder={t('choose')}
            options={projectTypes.map((type) => ({ value: type, label: t(`projectTypes.${type}`) }))}
          />
          <SelectField
            {...field('budget')}
            label={t('budget')}
            optionalLabel={forms('optional')}
            placeholder={t('choose')}
            options={budgetRanges.map((range) => ({ value: range, label: t(`budgets.${range}`) }))}
          />
          <AttachedEstimate kept={attachedEstimate(field('estimate').defaultValue ?? '')} />
          <TextAreaField {...field('message')} label={t('message')} hint={t('messageHint')} maxLength={maxLength.message} />
        </>
      )}
    </LeadForm>
  );
}
