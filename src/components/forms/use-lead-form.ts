'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { maxLength, minMessageLength, type ErrorCode, type Failure, type FieldErrors, type FormKind } from '@/lib/leads/fields';
import { notify } from '@/lib/notifications/notify';
import { contactPoints } from '@/config/contact';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import { checkLeadForm, focusFirstInvalid, textValues } from './check-lead-form';
import { sendLeadForm } from './send-lead-form';

export interface InitialFormState {
  values: Record<string, string>;
  errors: FieldErrors;
}

/** The thanks after sending; `copyWithheld`: an estimate whose copy to the visitor a limit held back. */
export type SentMessage = (name: string, copyWithheld: boolean) => string;

/** A form that has gone: who sent it, and what it said (what follows may depend on a choice in it). */
export interface SentForm {
  name: string;
  copyWithheld: boolean;
  values: Record<string, string>;
}

/**
 * Submission for a lead form: checks with the shared rules first, posts in the background, keeps what was typed
 * on every failure, and reports the outcome next to the fields and as a toast. Without JavaScript the same form
 * posts natively and the server renders the outcome.
 */
export function useLeadForm(kind: FormKind, sentMessage: SentMessage, initial?: InitialFormState) {
  const t = useTranslations('Forms');
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [failure, setFailure] = useState<Failure>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentForm>();
  const attempted = useRef(Object.keys(initial?.errors ?? {}).length > 0);
  // Until hydration the browser's own checks guard the native post; afterwards these rules speak.
  const hydrated = useBrowserValue(() => true, false);
  // Names this form's toasts, so that sending it settles the errors it showed before.
  const source = useId();

  const message = (field: string) => {
    const code = errors[field];
    return code && t(`errors.${code}`, { max: maxLength[field as keyof typeof maxLength] ?? 0, min: minMessageLength });
  };
  const failureText = (code: Failure) => t(`failures.${code}`, { email: contactPoints.email });

  function showInvalid(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid(form, found);
    notify({ message: t('errorSummary'), severity: 'error', source });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    attempted.current = true;
    setFailure(undefined);
    const found = await checkLeadForm(kind, new FormData(form));
    if (Object.keys(found).length > 0) return showInvalid(form, found);

    setSending(true);
    const answer = await sendLeadForm(form.action, new FormData(form));
    setSending(false);
    if (answer.status === 'sent') {
      const values = textValues(new FormData(form));
      const name = (values.name ?? '').trim();
      setErrors({});
      const copyWithheld = answer.copy === 'withheld';
      setSent({ name, copyWithheld, values });
      notify({ message: sentMessage(name, copyWithheld), severity: 'success', source });
    } else if (answer.status === 'invalid') {
      showInvalid(form, answer.errors);
    } else {
      setFailure(answer.failure);
      notify({ message: failureText(answer.failure), severity: 'error', source });
    }
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
    formProps: { onSubmit, onChange, noValidate: hydrated, method: 'post', encType: 'multipart/form-data', 'aria-busy': sending },
    message,
    failure: failure && failureText(failure),
    sending,
    sent,
  };
}
