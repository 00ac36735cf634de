/**
 * The cookie consent record and every rule about it, as pure functions: what the banner shows,
 * what accept, decline and back write, and what may run on page load.
 */
import { consentCookieName, cookieTypes, policyVersion, type CookieType } from '@/config/cookies';
import { retention } from '@/config/retention';
import { isRecord } from '@/common/is-record';

/** Twelve months, in seconds. */
const consentMaxAge = (retention.consentMonths / 12) * 365 * 24 * 60 * 60;

const requiredCookieTypes: readonly CookieType[] = ['Technicals'];

export type Preferences = Record<CookieType, boolean>;

export interface ConsentRecord {
  preferences: Preferences;
  policyVersion: string;
  /** When the decision was made, as a UTC string ("Sat, 21 Nov 2026 10:15:00 GMT"); records from before carry ISO. */
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

/** Reads a cookie value; anything unreadable counts as no record. */
export function parseRecord(value: string | undefined): Partial<ConsentRecord> | undefined {
  let data: unknown;
  try {
    data = value ? JSON.parse(value) : undefined;
  } catch {
    return undefined;
  }
  if (!isRecord(data) || !isRecord(data.preferences) || typeof data.policyVersion !== 'string') return undefined;
  const stored = data.preferences;
  const preferences = { ...defaultPreferences };
  for (const type of cookieTypes) if (typeof stored[type] === 'boolean') preferences[type] = stored[type];
  return {
    preferences: withRequired(preferences),
    policyVersion: data.policyVersion,
    consentDate: typeof data.consentDate === 'string' ? data.consentDate : null,
    ...(typeof data.userConsent === 'boolean' && { userConsent: data.userConsent }),
  };
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

function acceptRecord(selection: Preferences, now: Date): ConsentRecord {
  return { preferences: withRequired({ ...selection }), policyVersion, consentDate: now.toUTCString(), userConsent: true };
}

export function declineRecord(now: Date): ConsentRecord {
  return acceptRecord(defaultPreferences, now);
}

function differsFromDefault(selection: Preferences): boolean {
  return cookieTypes.some((type) => selection[type] !== defaultPreferences[type]);
}

export interface AcceptOutcome {
  record: ConsentRecord;
  /** Reload so that the page runs with the new selection. */
  reload: boolean;
}

/**
 * Accept: reloads when the selection differs from the default, and also when it switches off Marketing tools
 * this page already runs, so that withdrawing consent stops them at once rather than on the next page. A selection
 * with Marketing always reloads, and the reloaded page grants consent and fires `consentModeAccepted` from the
 * stored record: once per accept.
 */
export function accept(selection: Preferences, now: Date, marketingRunning = false): AcceptOutcome {
  const record = acceptRecord(selection, now);
  const withdrawn = marketingRunning && !record.preferences.Marketing;
  return { record, reload: differsFromDefault(record.preferences) || withdrawn };
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
