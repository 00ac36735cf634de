import { describe, expect, it } from 'vitest';
import { cleanFileName, readLeadAnswer } from './fields';

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

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanFileName('Lebenslauf Jörg Weiß.pdf')).toBe('Lebenslauf Jörg Weiß.pdf');
    expect(cleanFileName('cv.PDF')).toBe('cv.pdf');
  });

  it('drops terminal escapes, line breaks, bidi overrides, zero-width characters and quotes', () => {
    expect(cleanFileName('\u001b[2J\u001b]0;owned\u0007cv\r\nX-Header: 1.pdf')).toBe('[2J ]0;owned cv X-Header: 1.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoice fdp.exe.pdf');
    expect(cleanFileName('c\u200Bv "final".pdf')).toBe('c v final.pdf');
  });

  it('keeps only the last path part, never a leading dot, and at most 100 characters', () => {
    expect(cleanFileName('C:\\Users\\jana\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(cleanFileName('..hidden.pdf')).toBe('hidden.pdf');
    expect(cleanFileName('')).toBe('cv.pdf');
    expect(cleanFileName('\u202E.pdf')).toBe('cv.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});
