/**
 * The cookies the site sets itself and the types a visitor chooses between. The consent rules
 * (src/lib/consent/) and the form result page use them; the cookie policy quotes them.
 */
export const consentCookieName = 'cookieConsent';
/** Raised when the cookie policy changes in a way that needs a new choice. */
export const policyVersion = '1.0.0';

export const cookieTypes = ['Technicals', 'Marketing'] as const;
export type CookieType = (typeof cookieTypes)[number];

/**
 * The cookie that binds a form result page to the browser that sent the form: the page opens only where this
 * holds its id, so nobody can post values in someone else's name and send them the link.
 */
export const formResultCookieName = 'formResult';
