'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/Link';
import { honeypotField, maxLength, type FormKind, type SentForm } from '@/lib/leads/fields';
import { Button } from '@/components/ui/Button';
import { Honeypot, TextField } from './fields';
import { FormOutcome } from './FormOutcome';
import { useLeadForm, type SentMessage } from './use-lead-form';
import styles from './Forms.module.css';
import type { Locale } from '@/i18n/locales';

/** Spread onto a field: its id prefix, name, what was typed before and its message. */
type FieldProps = (name: string) => { idPrefix: string; name: string; defaultValue?: string; error?: string };

interface LeadFormProps {
  kind: FormKind;
  locale: Locale;
  /** The public path of the page the form sits on; recorded with the lead. */
  page: string;
  /** Values the visitor does not type (a problem with one is shown above the fields). */
  hidden?: Record<string, string>;
  label?: string;
  submitLabel: string;
  /** `secondary` where the page has another primary action (the calculator's estimate). */
  submitVariant?: 'primary' | 'secondary';
  sentMessage: SentMessage;
  /** What the thanks is followed by, once the form has gone. */
  afterSent?: (sent: SentForm) => ReactNode;
  /** The fields between the e-mail address and the privacy notice. */
  children: (field: FieldProps) => ReactNode;
}

/**
 * What every lead form shares: name and e-mail, the privacy notice, honeypot, submit and its outcome. The notice is
 * information, not a checkbox: processing an enquiry rests on answering it (Art. 6(1)(b) and (f) GDPR), not on
 * consent, and a box to tick would read as one.
 */
export function LeadForm({ kind, locale, page, hidden = {}, label, submitLabel, submitVariant, sentMessage, afterSent, children }: LeadFormProps) {
  const t = useTranslations('Forms');
  const idPrefix = useId();
  const { formProps, message, failure, summary, sending, sent, values } = useLeadForm(kind, locale, sentMessage, idPrefix);
  const field: FieldProps = (name) => ({ idPrefix, name, defaultValue: values[name], error: message(name) });

  if (sent) {
    return (
      <>
        <FormOutcome id={idPrefix}>{sentMessage(sent.name, sent.copyWithheld)}</FormOutcome>
        {afterSent?.(sent)}
      </>
    );
  }

  return (
    <form id={idPrefix} className={styles.form} aria-label={label} {...formProps}>
      {summary && <p className={`${styles.error} ${styles.wide}`}>{summary}</p>}
      {Object.entries({ locale, page, ...hidden }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {Object.keys(hidden).map(
        (name) =>
          message(name) && (
            <p key={name} className={`${styles.error} ${styles.wide}`}>
              {message(name)}
            </p>
          ),
      )}
      <TextField {...field('name')} label={t('name')} autoComplete="name" maxLength={maxLength.name} />
      <TextField {...field('email')} type="email" label={t('email')} autoComplete="email" maxLength={maxLength.email} />
      {children(field)}
      <p className={`${styles.notice} ${styles.wide}`}>{t.rich('privacyNotice', { link: (text) => <Link href="/data-privacy">{text}</Link> })}</p>
      <Honeypot name={honeypotField} label={t('honeypot')} />
      <div className={styles.actions}>
        <Button type="submit" variant={submitVariant} disabled={sending}>
          {sending ? t('sending') : submitLabel}
        </Button>
        {failure && <p className={styles.failure}>{failure}</p>}
      </div>
    </form>
  );
}
