/**
 * The cookie the site sets itself and the types a visitor chooses between. The consent rules
 * (src/lib/consent/) use them; the cookie policy quotes them.
 */
export const consentCookieName = 'cookieConsent';
/** Raised when the cookie policy changes in a way that needs a new choice. */
export const policyVersion = '1.0.0';

export const cookieTypes = ['Technicals', 'Marketing'] as const;
export type CookieType = (typeof cookieTypes)[number];
