import type { PageForms } from './PageForms';

/**
 * A page's forms, or a clear failure of the build where a page shows a form its route does not bring. Apart from
 * PageForms, whose import alone would put the forms' island into the first scripts of every page that can show one.
 */
export function requireForms(forms: PageForms | undefined, page: string): PageForms {
  if (!forms) throw new Error(`${page} shows a form, but its route does not pass pageForms to StandardPage.`);
  return forms;
}
