import { describe, expect, it } from 'vitest';
import { pagePostMaxBytes } from '@/config/forms';
import { formKinds } from './fields';
import { textFieldNames } from './schema';
import { openFormState, sealFormState } from './sealed-state';
import { keptValues } from './submission';

describe('sealed form states', () => {
  it('open to what was sealed, and to nothing once changed or made up', () => {
    const state = { status: 'invalid', errors: { email: 'email' }, values: { name: 'Jörg Groß', email: 'joerg@' } } as const;
    const sealed = sealFormState(state);
    expect(openFormState(sealed)).toEqual(state);
    const [text, signature] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ status: 'sent', sent: { name: 'Mallory', copyWithheld: false, values: {} } })).toString('base64url');
    expect(openFormState(`${forged}.${signature}`)).toBeUndefined();
    expect(openFormState(`${text}.`)).toBeUndefined();
    expect(openFormState(undefined)).toBeUndefined();
  });

  it('stay, at their largest, well within what a post to a page may carry', () => {
    for (const kind of formKinds) {
      // Every field typed far past its limit, in the character JSON writes longest ("\u0001", six bytes).
      const typed = Object.fromEntries(textFieldNames(kind).map((name) => [name, '\u0001'.repeat(100_000)]));
      const errors = Object.fromEntries(textFieldNames(kind).map((name) => [name, 'tooLong' as const]));
      const sealed = Buffer.byteLength(sealFormState({ status: 'invalid', errors, values: keptValues(typed) }));
      // The post that draws the page carries the new state, the previous one (the form's state hook is bound to it,
      // and React puts it into the form), and a few hundred bytes of React's own.
      expect(2 * sealed + 4096).toBeLessThanOrEqual(pagePostMaxBytes);
    }
  });
});
