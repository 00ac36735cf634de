'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { attributionField, leadEndpoint, maxLength, minMessageLength, type ErrorCode, type Failure, type FieldErrors, type FormKind, type FormState } from '@/lib/leads/fields';
import { notify } from '@/lib/browser/notify';
import { formAttribution } from '@/lib/browser/campaign-landing';
import { useConsent } from '@/components/consent/ConsentProvider';
import { contactPoints } from '@/config/contact';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import { checkLeadForm, focusFirstInvalid, textValues } from './check-lead-form';
import { sendLeadForm } from './send-lead-form';
import { showFormState } from './show-form-state';
import type { Locale } from '@/i18n/locales';

/** The thanks after sending; `copyWithheld`: an estimate whose copy to the visitor a limit held back. */
export type SentMessage = (name: string, copyWithheld: boolean) => string;

/**
 * Submission for a lead form, in two ways with one state (React's `useActionState`). With JavaScript: checks with the
 * shared rules first, posts in the background (the state says while it is pending), keeps what was typed on every
 * failure, and reports the outcome next to the fields and as a toast. Without it, or before the form's code has
 * arrived, the form posts natively to the lead endpoint (the permalink, one per form), which answers with the form's
 * page rendered in the state the post ended in (`showFormState`), scrolled to the form. `formId`: the form's element id.
 */
export function useLeadForm(kind: FormKind, locale: Locale, sentMessage: SentMessage, formId: string) {
  const t = useTranslations('Forms');
  const form = useRef<HTMLFormElement>(null);
  // The language in the address too: a post refused before it is read is answered in it.
  const permalink = `${leadEndpoint(kind)}?${new URLSearchParams({ form: formId, locale })}#${formId}`;
  const [shown, nativeAction] = useActionState(showFormState, { status: 'open' }, permalink);
  const [errors, setErrors] = useState<FieldErrors>(shown.status === 'invalid' ? shown.errors : {});
  const attempted = useRef(shown.status !== 'open');
  // Until hydration the browser's own checks guard the native post; afterwards these rules speak.
  const hydrated = useBrowserValue(() => true, false);
  // Names this form's toasts, so that sending it settles the errors it showed before.
  const source = useId();
  const { marketingAllowed } = useConsent();

  const failureText = (code: Failure) => t(`failures.${code}`, { email: contactPoints.email });
  function showInvalid(found: FieldErrors) {
    if (form.current) focusFirstInvalid(form.current, found);
    notify({ message: t('errorSummary'), severity: 'error', source });
  }

  const [outcome, send, sending] = useActionState(async (_previous: FormState, data: FormData): Promise<FormState> => {
    const answer = await sendLeadForm(leadEndpoint(kind), data);
    if (answer.status === 'invalid') {
      showInvalid(answer.errors);
      return answer;
    }
    if (answer.status === 'failed') {
      notify({ message: failureText(answer.failure), severity: 'error', source });
      return answer;
    }
    const values = textValues(data);
    const sent = { name: (values.name ?? '').trim(), copyWithheld: answer.copy === 'withheld', values };
    notify({ message: sentMessage(sent.name, sent.copyWithheld), severity: 'success', source });
    return { status: 'sent', sent };
  }, shown);

  // Each answer marks the fields afresh; in between, corrections clear the marks field by field.
  const [marked, setMarked] = useState(outcome);
  if (marked !== outcome) {
    setMarked(outcome);
    if (outcome.status === 'invalid') setErrors(outcome.errors);
  }

  const message = (field: string) => {
    const code = errors[field];
    return code && t(`errors.${code}`, { max: maxLength[field as keyof typeof maxLength] ?? 0, min: minMessageLength });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    attempted.current = true;
    const data = new FormData(event.currentTarget);
    const found = await checkLeadForm(kind, data);
    setErrors(found);
    if (Object.keys(found).length > 0) return showInvalid(found);
    data.set(attributionField, JSON.stringify(formAttribution(marketingAllowed)));
    startTransition(() => send(data));
  }

  /** After a first attempt, each field is checked again as the visitor corrects it; a chosen CV at once. */
  async function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!attempted.current && target.name !== 'cv') return;
    const found = await checkLeadForm(kind, new FormData(event.currentTarget));
    setErrors((current) => {
      const next = { ...current };
      if (found[target.name]) next[target.name] = found[target.name] as ErrorCode;
      else delete next[target.name];
      return next;
    });
  }

  return {
    formProps: {
      ref: form,
      // What React renders for a native post; with JavaScript, onSubmit sends the form instead.
      action: nativeAction,
      'data-form': kind,
      noValidate: hydrated,
      onSubmit,
      onChange,
      'aria-busy': sending,
    },
    message,
    failure: !sending && outcome.status === 'failed' ? failureText(outcome.failure) : undefined,
    /** After a native post with problems, said above the fields (with JavaScript a toast says it). */
    summary: outcome === shown && shown.status === 'invalid' ? t('errorSummary') : undefined,
    sending,
    sent: outcome.status === 'sent' ? outcome.sent : undefined,
    /** What was typed, given back after a native post. */
    values: shown.status === 'invalid' || shown.status === 'failed' ? (shown.values ?? {}) : {},
  };
}
