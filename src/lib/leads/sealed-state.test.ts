import { describe, expect, it } from 'vitest';
import { openFormState, sealFormState } from './sealed-state';

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
});
