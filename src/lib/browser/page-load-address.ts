/**
 * Where this page load started, noted as it starts (instrumentation-client), before a client-side navigation can change
 * the address; the campaign attribution (campaign-landing.ts), which is no part of a page's first scripts, takes the
 * session's landing from it once Marketing is allowed. Kept in memory only. It imports nothing: whatever it did would
 * be shared by the instrumentation's scripts and the page's, and the build would split both into more chunks.
 */

/** Where session storage keeps the session's landing. */
export const landingKey = 'campaignLanding';

let address: string | undefined;

export function notePageLoadAddress(href: string) {
  address ??= href;
}

export const pageLoadAddress = () => address;
