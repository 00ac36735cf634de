import type { FieldErrors, FormKind } from '@/lib/leads/fields';

/** What a form holds as text, by field name (files left out). */
export function textValues(data: FormData): Record<string, string> {
  return Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The shared rules applied in the browser to what a form holds: its texts and, for an application, the CV. */
export async function checkLeadForm(kind: FormKind, data: FormData): Promise<FieldErrors> {
  // The rules load with the first check, not with the page: most visitors never touch a form.
  const { checkCv, validateFields } = await import('@/lib/leads/schema');
  const result = validateFields(kind, textValues(data));
  const found: FieldErrors = result.ok ? {} : result.errors;
  if (kind === 'application') {
    const cv = data.get('cv');
    const cvError = await checkCv(cv instanceof File ? cv : null);
    if (cvError) found.cv = cvError;
  }
  return found;
}

/**
 * Focus on the first marked field in the form's order, whatever order the checks found them in; centred rather
 * than scrolled just into view, so the field's message below it stays clear of the toast at the bottom.
 */
export function focusFirstInvalid(form: HTMLFormElement, found: FieldErrors) {
  const first = [...form.elements].find(
    (element): element is HTMLElement => element instanceof HTMLElement && Object.hasOwn(found, element.getAttribute('name') ?? ''),
  );
  first?.focus({ preventScroll: true });
  first?.scrollIntoView({ block: 'center' });
}
