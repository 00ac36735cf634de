'use server';

import type { FormState } from '@/lib/leads/fields';
import { openFormState } from '@/lib/leads/sealed-state';

/**
 * How a page shows a form sent without JavaScript (React's `useActionState` after a native post): the lead endpoint
 * takes the post within its limits, then asks the form's page of itself with the state the form is in, sealed,
 * through this action. Anything else posted here shows the form as it first was.
 */
export async function showFormState(_shown: FormState, data: unknown): Promise<FormState> {
  // Anyone can call an action with any arguments; only the endpoint's sealed state opens.
  return (data instanceof FormData && openFormState(data.get('state'))) || { status: 'open' };
}
