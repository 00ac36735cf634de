/**
 * The cookie consent record and every rule about it, as pure functions: what the banner shows,
 * what accept, decline and back write, and what may run on page load.
 */
import { z } from 'zod';

export const consentCookieName = 'cookieConsent';
export const policyVersion = '1.0.0';
/** Twelve months, in seconds. */
export const consentMaxAge = 365 * 24 * 60 * 60;

export const cookieTypes = ['Technicals', 'Marketing'] as const;
export type CookieType = (typeof cookieTypes)[number];
export const requiredCookieTypes: readonly CookieType[] = ['Technicals'];

export type Preferences = Record<CookieType, boolean>;

export interface ConsentRecord {
  preferences: Preferences;
  policyVersion: string;
  consentDate: string | null;
  userConsent: boolean;
}

/** Only the required types on. */
export const defaultPreferences: Preferences = { Technicals: true, Marketing: false };
/** What the banner's accept button gives: every type. */
export const allPreferences: Preferences = { Technicals: true, Marketing: true };

export function defaultRecord(): ConsentRecord {
  return { preferences: { ...defaultPreferences }, policyVersion, consentDate: null, userConsent: false };
}

const storedRecord = z.object({
  preferences: z.record(z.string(), z.boolean()),
  policyVersion: z.string(),
  consentDate: z.string().nullable().optional(),
  userConsent: z.boolean().optional(),
});

/** Reads a cookie value; anything unreadable counts as no record. */
export function parseRecord(value: string | undefined): Partial<ConsentRecord> | undefined {
  if (!value) return undefined;
  try {
    const parsed = storedRecord.safeParse(JSON.parse(value));
    if (!parsed.success) return undefined;
    const { preferences, ...rest } = parsed.data;
    return { ...rest, preferences: withRequired({ ...defaultPreferences, ...pickTypes(preferences) }) };
  } catch {
    return undefined;
  }
}

function pickTypes(preferences: Record<string, boolean>): Partial<Preferences> {
  return Object.fromEntries(cookieTypes.filter((type) => type in preferences).map((type) => [type, preferences[type]]));
}

/** Required types cannot be switched off. */
function withRequired(preferences: Preferences): Preferences {
  return { ...preferences, ...Object.fromEntries(requiredCookieTypes.map((type) => [type, true])) };
}

/** The banner applies to EU visitors without a record, without a decision, or with an outdated policy version. */
export function shouldShowBanner(record: Partial<ConsentRecord> | undefined, isEu: boolean): boolean {
  if (!isEu) return false;
  return !record || record.userConsent !== true || record.policyVersion !== policyVersion;
}

/** A decision that is still valid: given, for the current policy version. */
export function hasValidConsent(record: Partial<ConsentRecord> | undefined): boolean {
  return record?.userConsent === true && record.policyVersion === policyVersion;
}

/** Whether marketing tools may run: outside the EU always, inside only with a valid Marketing consent. */
export function marketingAllowed(record: Partial<ConsentRecord> | undefined, isEu: boolean): boolean {
  return !isEu || (hasValidConsent(record) && record?.preferences?.Marketing === true);
}

/** The settings panel's one shared on/off state, applied to every optional type on each toggle change. */
export function applyToggle(on: boolean): Preferences {
  return withRequired({ ...defaultPreferences, Marketing: on });
}

export function acceptRecord(selection: Preferences, now: Date): ConsentRecord {
  return { preferences: withRequired({ ...selection }), policyVersion, consentDate: now.toISOString(), userConsent: true };
}

export function declineRecord(now: Date): ConsentRecord {
  return acceptRecord(defaultPreferences, now);
}

export function differsFromDefault(selection: Preferences): boolean {
  return cookieTypes.some((type) => selection[type] !== defaultPreferences[type]);
}

export interface AcceptOutcome {
  record: ConsentRecord;
  /** Fire `consentModeAccepted`: Marketing is part of the selection. */
  fireAccepted: boolean;
  /** Reload so that the page runs with the new selection. */
  reload: boolean;
}

export function accept(selection: Preferences, now: Date): AcceptOutcome {
  const record = acceptRecord(selection, now);
  return { record, fireAccepted: record.preferences.Marketing, reload: differsFromDefault(record.preferences) };
}

/** The cookie string for a record; `Secure` on https. */
export function serializeConsentCookie(record: ConsentRecord, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${consentMaxAge}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${consentCookieName}=${encodeURIComponent(JSON.stringify(record))}`, ...attributes].join('; ');
}

/** The record's value from a `document.cookie` string. */
export function readConsentCookie(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === consentCookieName) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
