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
];

/** The calculator's wizard holds the estimate's e-mail form too. */
export const calculatorMessages = ['Calculator', 'Forms'];
