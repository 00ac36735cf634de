'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { budgetRanges, honeypotField, maxLength, projectTypes } from '@/lib/leads/fields';
import { Button } from '@/components/ui/Button';
import { CheckboxField, Honeypot, SelectField, TextAreaField, TextField } from './fields';
import { FormOutcome } from './FormOutcome';
import { useLeadForm, type InitialFormState } from './use-lead-form';
import styles from './Forms.module.css';

interface ContactFormProps {
  locale: 'en' | 'de';
  /** The public path of the page the form sits on; recorded with the lead. */
  page: string;
  /** `compact` leaves out company and phone, for service and landing pages. */
  variant?: 'full' | 'compact';
  initial?: InitialFormState;
}

export function ContactForm({ locale, page, variant = 'full', initial }: ContactFormProps) {
  const t = useTranslations('Forms');
  const idPrefix = useId();
  const { formProps, message, failure, sending, sentTo } = useLeadForm('contact', initial);
  const value = (name: string) => initial?.values[name];

  if (sentTo !== undefined) return <FormOutcome>{t('contactSent', { name: sentTo })}</FormOutcome>;

  return (
    <form action="/api/leads/contact" className={styles.form} {...formProps}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <TextField idPrefix={idPrefix} name="name" label={t('name')} autoComplete="name" maxLength={maxLength.name} defaultValue={value('name')} error={message('name')} />
      <TextField idPrefix={idPrefix} name="email" type="email" label={t('email')} autoComplete="email" maxLength={maxLength.email} defaultValue={value('email')} error={message('email')} />
      {variant === 'full' && (
        <>
          <TextField idPrefix={idPrefix} name="company" label={t('company')} optionalLabel={t('optional')} autoComplete="organization" maxLength={maxLength.company} defaultValue={value('company')} error={message('company')} />
          <TextField idPrefix={idPrefix} name="phone" type="tel" label={t('phone')} optionalLabel={t('optional')} autoComplete="tel" maxLength={maxLength.phone} defaultValue={value('phone')} error={message('phone')} />
        </>
      )}
      <SelectField
        idPrefix={idPrefix}
        name="projectType"
        label={t('projectType')}
        placeholder={t('choose')}
        options={projectTypes.map((type) => ({ value: type, label: t(`projectTypes.${type}`) }))}
        defaultValue={value('projectType') ?? ''}
        error={message('projectType')}
      />
      <SelectField
        idPrefix={idPrefix}
        name="budget"
        label={t('budget')}
        placeholder={t('choose')}
        options={budgetRanges.map((range) => ({ value: range, label: t(`budgets.${range}`) }))}
        defaultValue={value('budget') ?? ''}
        error={message('budget')}
      />
      <TextAreaField idPrefix={idPrefix} name="message" label={t('message')} hint={t('messageHint')} maxLength={maxLength.message} defaultValue={value('message')} error={message('message')} />
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
          {sending ? t('sending') : t('submitContact')}
        </Button>
        {failure && <p className={styles.failure}>{failure}</p>}
      </div>
    </form>
  );
}
