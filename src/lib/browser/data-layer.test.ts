import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Layer = unknown[];

async function load() {
  vi.resetModules();
  vi.stubGlobal('window', {});
  return import('./data-layer');
}

const layer = () => (globalThis as unknown as { window: { dataLayer: Layer } }).window.dataLayer;
const asList = (entry: unknown) => Array.from(entry as ArrayLike<unknown>);

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('data layer', () => {
  it('pushes Consent Mode defaults with everything for marketing denied', async () => {
    const { pushConsentDefaults } = await load();
    pushConsentDefaults();
    const [command, action, params] = asList(layer()[0]);
    expect([command, action]).toEqual(['consent', 'default']);
    expect(params).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  it('grants consent and fires consentModeAccepted', async () => {
    const { grantMarketingConsent } = await load();
    grantMarketingConsent();
    expect(asList(layer()[0]).slice(0, 2)).toEqual(['consent', 'update']);
    expect(layer()[1]).toEqual({ event: 'consentModeAccepted' });
  });

  it('reports a page view with its path', async () => {
    const { trackPageView } = await load();
    trackPageView('/de/kontakt');
    expect(layer()).toEqual([{ event: 'page_view', page: '/de/kontakt' }]);
  });
});
