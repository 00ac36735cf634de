/**
 * Consent starts before the page hydrates: as the browser runs the app's first code (instrumentation-client.ts),
 * the visitor's region is asked and the consent code, with the banner's when no choice is stored yet, is fetched,
 * while the rest of the page's code still downloads. So the banner can appear as soon as the page is interactive,
 * rather than three round trips later.
 */
import { hasValidConsent } from '@/lib/consent/consent-record';
import { readStoredRecord } from './consent-cookie';
import { consentApplies } from './consent-region';

let region: Promise<boolean> | undefined;
let managerCode: Promise<typeof import('./ConsentManager')> | undefined;
let bannerCode: Promise<typeof import('./ConsentBanner')> | undefined;

/** Whether consent law applies to this visitor, asked once per page load. */
export const askRegion = () => (region ??= consentApplies());
export const loadManager = () => (managerCode ??= import('./ConsentManager'));
export const loadBanner = () => (bannerCode ??= import('./ConsentBanner'));

export function startConsent() {
  void askRegion();
  // A failed download is handled where the code is used.
  loadManager().catch(() => {});
  if (!hasValidConsent(readStoredRecord())) loadBanner().catch(() => {});
}
