import { DeferredApplicationForm, DeferredContactForm } from './Deferred';

/**
 * The forms of the standard pages that show one. Only those pages' routes import this module (see `pageRoute`), so
 * no other page carries the code that loads a form; and since the forms themselves load where they are rendered,
 * a page that merely prefetches a link to a form page loads no form code either.
 */
export const pageForms = { ContactForm: DeferredContactForm, ApplicationForm: DeferredApplicationForm };

export type PageForms = typeof pageForms;
