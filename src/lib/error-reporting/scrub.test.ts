import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './scrub';

describe('withoutPersonalData', () => {
  it('drops the user, cookies, request headers and body, and keeps what locates the fault', () => {
    const report = {
      message: 'Failed to fetch',
      user: { ip_address: '203.0.113.7' },
      request: {
        url: 'https://kovalent.software/contact',
        cookies: { cookieConsent: '{}' },
        headers: { 'x-forwarded-for': '203.0.113.7', cookie: 'cookieConsent=%7B%7D' },
        data: { email: 'ada@example.com' },
      },
    };
    expect(withoutPersonalData(report)).toEqual({ message: 'Failed to fetch', request: { url: 'https://kovalent.software/contact' } });
  });

  it('leaves a report without those parts as it is', () => {
    const report: { message: string; user?: unknown } = { message: 'x' };
    expect(withoutPersonalData(report)).toEqual({ message: 'x' });
  });
});
