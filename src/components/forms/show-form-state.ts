'use server';

import type { FormState } from '@/lib/leads/fields';
import { openFormState } from '@/lib/leads/sealed-state';

/**
 * How a page shows a form sent without JavaScript (React's `useActionState` after a native post): the lead endpoint
 * takes the post within its limits, then asks the form's page of itself with the state the form is in, sealed,
 * through this action. Anything else posted here shows the form as it first was.
 */
export async function showFormState(_shown: FormState, data: FormData): Promise<FormState> {
  return openFormState(data.get('state')) ?? { status: 'open' };
}
