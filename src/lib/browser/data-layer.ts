/**
 * The only module that talks to the tag manager: Consent Mode, events and loading the container.
 * Browser-only. Nothing here loads or sends anything before `loadTagManager` is called. There is no call that
 * identifies a visitor: an identifier that follows a person is personal data however it is made, and leads are
 * counted where they arrive, in the site's own store.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const tagManagerOrigin = 'https://www.googletagmanager.com';

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

// Consent Mode reads gtag commands as `arguments` objects, not arrays; the parameters document the call.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function gtag(command: 'consent', action: 'default' | 'update', params: Record<string, string>) {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/** Consent Mode v2 defaults: everything denied until the visitor decides. Runs before the container can load. */
export function pushConsentDefaults() {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
  });
}

/** Marketing consent given (now or stored) or not required: update Consent Mode and fire `consentModeAccepted`. */
export function grantMarketingConsent() {
  gtag('consent', 'update', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  });
  dataLayer().push({ event: 'consentModeAccepted' });
}

export function loadTagManager(containerId: string) {
  if (document.querySelector(`script[src^="${tagManagerOrigin}/gtm.js"]`)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}

export function trackPageView(page: string) {
  dataLayer().push({ event: 'page_view', page });
}
