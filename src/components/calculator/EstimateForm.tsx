'use client';

import { useTranslations } from 'next-intl';
import { maxLength } from '@/lib/leads/fields';
import { LeadForm } from '@/components/forms/LeadForm';
import { TextAreaField } from '@/components/forms/fields';
import type { Locale } from '@/i18n/locales';

interface EstimateFormProps {
  locale: Locale;
  page: string;
  /** The answers, as in the calculator's address; the server works the figures out again. */
  estimate: string;
  submitVariant?: 'primary' | 'secondary';
}

/** Sends the estimate to the visitor and to the agency, through the same lead pipeline as the contact form. */
export function EstimateForm({ locale, page, estimate, submitVariant }: EstimateFormProps) {
  const t = useTranslations('Calculator.result');
  const forms = useTranslations('Forms');
  return (
    <LeadForm
      kind="estimate"
      locale={locale}
      page={page}
      hidden={{ estimate }}
      label={t('sendHeading')}
      submitLabel={t('submit')}
      submitVariant={submitVariant}
      sentMessage={(name, copyWithheld) => t(copyWithheld ? 'sentWithoutCopy' : 'sent', { name })}
    >
      {(field) => (
        <TextAreaField {...field('message')} label={t('message')} optionalLabel={forms('optional')} maxLength={maxLength.message} rows={3} />
      )}
    </LeadForm>
  );
}
