import { getMessages } from 'next-intl/server';
import { cache } from 'react';
import { pickMessages } from '@/i18n/pick-messages';

/**
 * The messages the forms' client components use: their own, and the calculator's few for an estimate that is
 * attached to an enquiry or sent by e-mail.
 */
export const formMessages = [
  'Forms',
  'Calculator.attachment',
  'Calculator.result.weeks',
  'Calculator.result.sendHeading',
  'Calculator.result.message',
  'Calculator.result.submit',
  'Calculator.result.sent',
  'Calculator.result.sentWithoutCopy',
];

/** The calculator's wizard holds the estimate's e-mail form too. */
export const calculatorMessages = ['Calculator', 'Forms'];

/** The forms' messages of this request: one object, so a page with several forms (the job openings) sends them once. */
export const requestFormMessages = cache(async () => pickMessages(await getMessages(), formMessages));
