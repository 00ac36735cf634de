import { getMessages } from 'next-intl/server';
import { cache } from 'react';
import { pickMessages } from '@/i18n/pick-messages';

/** What every lead form shows: name and e-mail, the privacy notice, and the messages of checking and sending. */
const leadFormMessages = [
  'Forms.name',
  'Forms.email',
  'Forms.optional',
  'Forms.privacyNotice',
  'Forms.honeypot',
  'Forms.sending',
  'Forms.errorSummary',
  'Forms.errors',
  'Forms.failures',
];

/** The contact form's fields, and the few calculator messages of an estimate attached to an enquiry. */
const contactFormMessages = [
  ...leadFormMessages,
  'Forms.company',
  'Forms.phone',
  'Forms.projectType',
  'Forms.projectTypes',
  'Forms.budget',
  'Forms.budgets',
  'Forms.choose',
  'Forms.message',
  'Forms.messageHint',
  'Forms.submitContact',
  'Forms.contactSent',
  'Calculator.attachment',
  'Calculator.result.weeks',
];

const applicationFormMessages = [
  ...leadFormMessages,
  'Forms.applyFor',
  'Forms.profileUrl',
  'Forms.cv',
  'Forms.cvHint',
  'Forms.cvNotKept',
  'Forms.coverMessage',
  'Forms.coverHint',
  'Forms.submitApplication',
  'Forms.applicationSent',
];

const estimateFormMessages = [
  ...leadFormMessages,
  'Calculator.result.sendHeading',
  'Calculator.result.message',
  'Calculator.result.submit',
  'Calculator.result.sent',
  'Calculator.result.sentWithoutCopy',
];

/** The calculator's wizard holds the estimate's e-mail form too. */
export const calculatorMessages = [...leadFormMessages, 'Calculator'];

const formMessages = { contact: contactFormMessages, application: applicationFormMessages, estimate: estimateFormMessages };

/**
 * A form's messages in this request: one object per kind of form, so a page with several forms of a kind (the job
 * openings) sends them once.
 */
export const requestFormMessages = cache(async (form: keyof typeof formMessages) => pickMessages(await getMessages(), formMessages[form]));
