import type { ComponentProps } from 'react';
import type { ApplicationForm as Application } from './ApplicationForm';
import { requestFormMessages } from './form-messages';
import type { ContactForm as Contact } from './ContactForm';
import * as Island from './LazyForms';

/** The forms as server components place them: each with the messages it uses, its code loaded where it is shown. */
async function ContactForm(props: ComponentProps<typeof Contact>) {
  return <Island.ContactForm {...props} messages={await requestFormMessages('contact')} />;
}

async function ApplicationForm(props: ComponentProps<typeof Application>) {
  return <Island.ApplicationForm {...props} messages={await requestFormMessages('application')} />;
}

/**
 * The forms a page's sections may show, handed down by the route that serves standard pages. A route imports them to
 * show them, and whatever a route imports is in its pages' first scripts: home, which shows no form, goes without.
 */
export const pageForms = { ContactForm, ApplicationForm };
export type PageForms = typeof pageForms;

