import type { ComponentProps } from 'react';
import type { ApplicationForm as Application } from './ApplicationForm';
import { requestFormMessages } from './form-messages';
import type { ContactForm as Contact } from './ContactForm';
import * as Island from './LazyForms';

/** The forms as server components place them: each with the messages it uses, its code loaded where it is shown. */
export async function ContactForm(props: ComponentProps<typeof Contact>) {
  return <Island.ContactForm {...props} messages={await requestFormMessages('contact')} />;
}

export async function ApplicationForm(props: ComponentProps<typeof Application>) {
  return <Island.ApplicationForm {...props} messages={await requestFormMessages('application')} />;
}
