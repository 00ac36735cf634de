import { describe, expect, it } from 'vitest';
import {
  accept,
  allPreferences,
  applyToggle,
  declineRecord,
  defaultPreferences,
  defaultRecord,
  hasValidConsent,
  marketingAllowed,
  parseRecord,
  readConsentCookie,
  serializeConsentCookie,
  shouldShowBanner,
} from './consent-record';

const now = new Date('2026-11-21T10:15:00.000Z');
const given = (marketing: boolean, version = '1.0.0') => ({
  preferences: { Technicals: true, Marketing: marketing },
  policyVersion: version,
  consentDate: '2026-01-01T00:00:00.000Z',
  userConsent: true,
});

describe('default record', () => {
  it('has only the required types on and no decision', () => {
    expect(defaultRecord()).toEqual({
      preferences: { Technicals: true, Marketing: false },
      policyVersion: '1.0.0',
      consentDate: null,
      userConsent: false,
    });
  });
});

describe('shouldShowBanner', () => {
  it('never shows outside the EU', () => {
    expect(shouldShowBanner(undefined, false)).toBe(false);
    expect(shouldShowBanner(defaultRecord(), false)).toBe(false);
  });

  it('shows in the EU without a record, without a decision, or with another policy version', () => {
    expect(shouldShowBanner(undefined, true)).toBe(true);
    expect(shouldShowBanner(defaultRecord(), true)).toBe(true);
    expect(shouldShowBanner({ ...given(true), userConsent: undefined }, true)).toBe(true);
    expect(shouldShowBanner(given(true, '0.9.0'), true)).toBe(true);
  });

  it('stays hidden in the EU after a decision for the current policy', () => {
    expect(shouldShowBanner(given(false), true)).toBe(false);
    expect(shouldShowBanner(given(true), true)).toBe(false);
  });
});

describe('accept', () => {
  it('writes the selection with the date as a UTC string and reloads when Marketing is included', () => {
    expect(accept(allPreferences, now)).toEqual({
      record: { preferences: allPreferences, policyVersion: '1.0.0', consentDate: 'Sat, 21 Nov 2026 10:15:00 GMT', userConsent: true },
      reload: true,
    });
  });

  it('does not reload when the selection is the default', () => {
    const outcome = accept(defaultPreferences, now);
    expect(outcome.record.userConsent).toBe(true);
    expect(outcome.record.preferences).toEqual(defaultPreferences);
    expect(outcome.reload).toBe(false);
  });

  it('reloads when it switches off Marketing tools the page already runs, so they stop at once', () => {
    expect(accept(defaultPreferences, now, true).reload).toBe(true);
    expect(accept(allPreferences, now, true).reload).toBe(true);
  });

  it('never switches required types off', () => {
    expect(accept({ Technicals: false, Marketing: false }, now).record.preferences.Technicals).toBe(true);
  });
});

describe('decline', () => {
  it('keeps only the required types, with a decision', () => {
    expect(declineRecord(now)).toEqual({
      preferences: defaultPreferences,
      policyVersion: '1.0.0',
      consentDate: 'Sat, 21 Nov 2026 10:15:00 GMT',
      userConsent: true,
    });
  });
});

describe('applyToggle', () => {
  it('applies one shared state to the optional types and keeps required ones on', () => {
    expect(applyToggle(true)).toEqual({ Technicals: true, Marketing: true });
    expect(applyToggle(false)).toEqual({ Technicals: true, Marketing: false });
  });
});

describe('marketingAllowed', () => {
  it('allows marketing outside the EU with or without a record', () => {
    expect(marketingAllowed(undefined, false)).toBe(true);
    expect(marketingAllowed(given(false), false)).toBe(true);
  });

  it('allows marketing in the EU only with a current Marketing consent', () => {
    expect(marketingAllowed(undefined, true)).toBe(false);
    expect(marketingAllowed(defaultRecord(), true)).toBe(false);
    expect(marketingAllowed(given(false), true)).toBe(false);
    expect(marketingAllowed(given(true), true)).toBe(true);
    expect(marketingAllowed(given(true, '0.9.0'), true)).toBe(false);
  });
});

describe('the cookie', () => {
  it('round-trips through document.cookie with the agreed attributes', () => {
    const record = accept(allPreferences, now).record;
    const cookie = serializeConsentCookie(record, true);
    expect(cookie).toMatch(/^cookieConsent=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(serializeConsentCookie(record, false)).not.toContain('Secure');
    const value = readConsentCookie(`other=1; ${cookie.split(';')[0]}; last=2`);
    expect(parseRecord(value)).toEqual(record);
  });

  it('keeps reading records written with the date in ISO form', () => {
    const stored = { ...given(true), consentDate: '2026-01-01T00:00:00.000Z' };
    expect(parseRecord(JSON.stringify(stored))).toEqual(stored);
    expect(hasValidConsent(parseRecord(JSON.stringify(stored)))).toBe(true);
  });

  it('treats unreadable values as no record', () => {
    for (const value of [undefined, '', 'not json', '{"preferences":1}', '[]', 'null', '%E0%A4%A']) {
      expect(parseRecord(value), String(value)).toBeUndefined();
    }
    expect(readConsentCookie('cookieConsent=%E0%A4%A')).toBeUndefined();
  });

  it('ignores unknown types and forces required ones on when reading', () => {
    const value = JSON.stringify({ preferences: { Technicals: false, Marketing: true, Spy: true }, policyVersion: '1.0.0', userConsent: true });
    expect(parseRecord(value)?.preferences).toEqual({ Technicals: true, Marketing: true });
  });
});
