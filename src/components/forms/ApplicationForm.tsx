'use client';

import { useTranslations } from 'next-intl';
import { maxLength } from '@/lib/leads/fields';
import { TextAreaField, TextField } from './fields';
import { LeadForm } from './LeadForm';
import type { Locale } from '@/i18n/locales';

interface ApplicationFormProps {
  locale: Locale;
  page: string;
  position: { id: string; title: string };
}

/** An application for one open position, with the CV as a PDF. */
export function ApplicationForm({ locale, page, position }: ApplicationFormProps) {
  const t = useTranslations('ApplicationForm');
  const forms = useTranslations('Forms');
  return (
    <LeadForm
      kind="application"
      locale={locale}
      page={page}
      hidden={{ position: position.id }}
      label={t('applyFor', { position: position.title })}
      submitLabel={t('submitApplication')}
      sentMessage={(name) => t('applicationSent', { name })}
    >
      {(field) => (
        <>
          {/* Text, not url: an address typed without https:// is completed by the rules instead of refused. */}
          <TextField {...field('profileUrl')} type="text" inputMode="url" label={t('profileUrl')} optionalLabel={forms('optional')} autoComplete="url" maxLength={maxLength.profileUrl} />
          {/* A chosen CV is checked at once, while the visitor may already be on the next field: its message is announced. */}
          <TextField {...field('cv')} defaultValue={undefined} type="file" accept="application/pdf,.pdf" label={t('cv')} hint={t('cvHint')} announced data-lost-file-note={t('cvNotKept')} />
          <TextAreaField {...field('message')} label={t('coverMessage')} hint={t('coverHint')} maxLength={maxLength.message} />
        </>
      )}
    </LeadForm>
  );
}
