import type { PageForms } from './PageForms';

/** The forms a page's route brought. A page with a form on a route without them is a mistake in the routes. */
export function requireForms(forms: PageForms | undefined): PageForms {
  if (!forms) throw new Error('This page shows a form, but its route brings none: give it a form page route (see hasForm).');
  return forms;
}
