import { getMessages } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { cache } from 'react';
import { pickMessages } from '@/i18n/pick-messages';
import type { EstimateForm } from '@/components/calculator/EstimateForm';
import type { ApplicationForm } from './ApplicationForm';
import { formMessages } from './client-messages';
import type { ContactForm } from './ContactForm';
import * as Lazy from './LazyForms';

// One object per request, so a page with several forms (the job openings) serializes the messages once.
const messages = cache(async () => pickMessages(await getMessages(), formMessages));

/** The forms as server components place them: each with the messages it uses, its code loaded where it is shown. */
export async function DeferredContactForm(props: ComponentProps<typeof ContactForm>) {
  return <Lazy.ContactForm {...props} messages={await messages()} />;
}

export async function DeferredApplicationForm(props: ComponentProps<typeof ApplicationForm>) {
  return <Lazy.ApplicationForm {...props} messages={await messages()} />;
}

export async function DeferredEstimateForm(props: ComponentProps<typeof EstimateForm>) {
  return <Lazy.EstimateForm {...props} messages={await messages()} />;
}
