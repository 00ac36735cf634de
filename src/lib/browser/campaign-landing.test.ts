import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attributionToSend } from './campaign-landing';

const landing = { path: '/', parameters: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' } };
const kept = JSON.stringify(landing);
const contact = 'https://kovalent.software/contact?utm_source=x&name=Anna';

describe('what a form sends', () => {
  it('without marketing: only the UTM parameters of the sending page, never its click ids or a landing', () => {
    const clicked = 'https://kovalent.software/contact?utm_source=x&gclid=abc&li_fat_id=l1';
    expect(attributionToSend({ pageUrl: clicked, marketingAllowed: false, keptLanding: kept, pageLoadLanding: landing })).toEqual({ page: { utm_source: 'x' } });
    expect(attributionToSend({ pageUrl: clicked, marketingAllowed: true, keptLanding: kept, pageLoadLanding: landing }).page).toEqual({ utm_source: 'x', gclid: 'abc', li_fat_id: 'l1' });
    expect(attributionToSend({ pageUrl: contact, marketingAllowed: false, keptLanding: kept, pageLoadLanding: landing })).toEqual({ page: { utm_source: 'x' } });
    expect(attributionToSend({ pageUrl: 'https://kovalent.software/contact', marketingAllowed: false, keptLanding: null, pageLoadLanding: landing })).toEqual({ page: {} });
  });

  it('with marketing: also the session’s first landing, as kept', () => {
    const later = { path: '/contact', parameters: {} };
    expect(attributionToSend({ pageUrl: contact, marketingAllowed: true, keptLanding: kept, pageLoadLanding: later })).toEqual({ page: { utm_source: 'x' }, landing });
  });

  it('with marketing where storage keeps nothing: this page load’s landing', () => {
    expect(attributionToSend({ pageUrl: contact, marketingAllowed: true, keptLanding: null, pageLoadLanding: landing })).toEqual({ page: { utm_source: 'x' }, landing });
    expect(attributionToSend({ pageUrl: contact, marketingAllowed: true, keptLanding: '{broken', pageLoadLanding: landing })).toEqual({ page: { utm_source: 'x' }, landing });
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage,
  };
}
const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
const blockedStorage = { getItem: blocked, setItem: blocked, removeItem: blocked } as unknown as Storage;

describe('the kept landing', () => {
  // Each test is a fresh page load: the module notes its own landing.
  let page: typeof import('./campaign-landing') & typeof import('./page-load-address');
  beforeEach(async () => {
    vi.resetModules();
    page = { ...(await import('./campaign-landing')), ...(await import('./page-load-address')) };
  });

  it('is held in memory only until marketing is allowed, then kept in session storage', () => {
    const { items, storage } = memoryStorage();
    page.notePageLoadAddress('https://kovalent.software/?utm_source=newsletter&utm_campaign=spring&gclid=abc');
    page.notePageLoadAddress('https://kovalent.software/contact');
    expect(items.size).toBe(0);
    page.keepLanding(storage);
    expect(JSON.parse(items.get('campaignLanding')!)).toEqual(landing);
  });

  it('is the session’s first: a later page load keeps what an earlier one kept', () => {
    const { items, storage } = memoryStorage();
    items.set('campaignLanding', kept);
    page.notePageLoadAddress('https://kovalent.software/contact?utm_source=other');
    page.keepLanding(storage);
    expect(items.get('campaignLanding')).toBe(kept);
    expect(page.formAttribution(true, contact, storage).landing).toEqual(landing);
  });


  it('never breaks anything where storage is blocked, and serves the page load from memory', () => {
    page.notePageLoadAddress('https://kovalent.software/?utm_source=newsletter&utm_campaign=spring&gclid=abc');
    expect(() => page.keepLanding(blockedStorage)).not.toThrow();
    expect(page.formAttribution(true, contact, blockedStorage).landing).toEqual(landing);
  });
});
