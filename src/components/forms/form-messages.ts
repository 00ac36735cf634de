import 'server-only';
import { getMessages } from 'next-intl/server';
import { cache } from 'react';
import { pickMessages } from '@/i18n/pick-messages';

/**
 * The message namespaces each form uses: its own words, the words every lead form shares (`Forms`), and for an
 * enquiry the calculator's few words for an attached estimate. A new field's words go into its form's namespace.
 */
const formNamespaces = {
  contact: ['Forms', 'ContactForm', 'Calculator.attachment', 'Calculator.result.weeks'],
  application: ['Forms', 'ApplicationForm'],
};

/** The calculator's wizard holds the estimate's e-mail form too. */
export const calculatorMessages = ['Forms', 'Calculator'];

/**
 * A form's messages in this request: one object per kind of form, so a page with several forms of a kind (the job
 * openings) sends them once.
 */
export const requestFormMessages = cache(async (form: keyof typeof formNamespaces) => pickMessages(await getMessages(), formNamespaces[form]));
