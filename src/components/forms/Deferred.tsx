import type { ComponentProps } from 'react';
import type { EstimateForm } from '@/components/calculator/EstimateForm';
import type { ApplicationForm } from './ApplicationForm';
import { requestFormMessages } from './client-messages';
import type { ContactForm } from './ContactForm';
import * as Lazy from './LazyForms';

/** The forms as server components place them: each with the messages it uses, its code loaded where it is shown. */
export async function DeferredContactForm(props: ComponentProps<typeof ContactForm>) {
  return <Lazy.ContactForm {...props} messages={await requestFormMessages('contact')} />;
}

export async function DeferredApplicationForm(props: ComponentProps<typeof ApplicationForm>) {
  return <Lazy.ApplicationForm {...props} messages={await requestFormMessages('application')} />;
}

export async function DeferredEstimateForm(props: ComponentProps<typeof EstimateForm>) {
  return <Lazy.EstimateForm {...props} messages={await requestFormMessages('estimate')} />;
}
