'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { honeypotField, maxLength } from '@/lib/leads/fields';
import { Button } from '@/components/ui/Button';
import { CheckboxField, Honeypot, TextAreaField, TextField } from './fields';
import { FormOutcome } from './FormOutcome';
import { useLeadForm, type InitialFormState } from './use-lead-form';
import styles from './Forms.module.css';

interface ApplicationFormProps {
  locale: 'en' | 'de';
  page: string;
  position: { id: string; title: string };
  initial?: InitialFormState;
}

/** An application for one open position, with the CV as a PDF. */
export function ApplicationForm({ locale, page, position, initial }: ApplicationFormProps) {
  const t = useTranslations('Forms');
  const idPrefix = useId();
  const { formProps, message, failure, sending, sentTo } = useLeadForm('application', initial);
  const value = (name: string) => initial?.values[name];

  if (sentTo !== undefined) return <FormOutcome>{t('applicationSent', { name: sentTo })}</FormOutcome>;

  return (
    <form action="/api/leads/application" className={styles.form} aria-label={t('applyFor', { position: position.title })} {...formProps}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="position" value={position.id} />
      {message('position') && <p className={`${styles.error} ${styles.wide}`}>{message('position')}</p>}
      <TextField idPrefix={idPrefix} name="name" label={t('name')} autoComplete="name" maxLength={maxLength.name} defaultValue={value('name')} error={message('name')} />
      <TextField idPrefix={idPrefix} name="email" type="email" label={t('email')} autoComplete="email" maxLength={maxLength.email} defaultValue={value('email')} error={message('email')} />
      <TextField idPrefix={idPrefix} name="profileUrl" type="url" label={t('profileUrl')} optionalLabel={t('optional')} autoComplete="url" maxLength={maxLength.profileUrl} defaultValue={value('profileUrl')} error={message('profileUrl')} />
      <TextField idPrefix={idPrefix} name="cv" type="file" accept="application/pdf,.pdf" label={t('cv')} hint={t('cvHint')} error={message('cv')} />
      <TextAreaField idPrefix={idPrefix} name="message" label={t('coverMessage')} hint={t('coverHint')} maxLength={maxLength.message} defaultValue={value('message')} error={message('message')} />
      <CheckboxField
        idPrefix={idPrefix}
        name="privacy"
        label={t.rich('privacy', { link: (text) => <Link href="/data-privacy">{text}</Link> })}
        defaultChecked={value('privacy') === 'on'}
        error={message('privacy')}
      />
      <Honeypot name={honeypotField} label={t('honeypot')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('submitApplication')}
        </Button>
        {failure && <p className={styles.failure}>{failure}</p>}
      </div>
    </form>
  );
}
