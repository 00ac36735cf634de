import { describe, expect, it } from 'vitest';
import { readLeadAnswer } from './fields';

describe('readLeadAnswer', () => {
  it('reads what the endpoint answers', () => {
    expect(readLeadAnswer({ status: 'sent' })).toEqual({ status: 'sent' });
    expect(readLeadAnswer({ status: 'sent', copy: 'withheld' })).toEqual({ status: 'sent', copy: 'withheld' });
    expect(readLeadAnswer({ status: 'invalid', errors: { email: 'email', cv: 'pdf' } })).toEqual({ status: 'invalid', errors: { email: 'email', cv: 'pdf' } });
    expect(readLeadAnswer({ status: 'failed', failure: 'rateLimited' })).toEqual({ status: 'failed', failure: 'rateLimited' });
  });

  it('reads anything else as a refused submission, never as sent or as marks on fields it cannot name', () => {
    for (const body of [null, 'sent', [], { status: 'ok' }, { status: 'invalid' }, { status: 'invalid', errors: {} }, { status: 'invalid', errors: { email: '<b>' } }, { status: 'failed' }, { status: 'failed', failure: 'because' }]) {
      expect(readLeadAnswer(body), JSON.stringify(body)).toEqual({ status: 'failed', failure: 'rejected' });
    }
    expect(readLeadAnswer({ status: 'sent', copy: 'yes' })).toEqual({ status: 'sent' });
  });
});
