import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentApplies, regionKey } from './consent-region';

vi.mock('@/lib/browser/error-reporting', () => ({ reportError: vi.fn() }));
afterEach(() => vi.clearAllMocks());

/** A Storage backed by a Map, as a browser session keeps it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const answering = (answer: () => Promise<Response>) => vi.fn<typeof fetch>(answer);

describe('consentApplies', () => {
  it('asks once per browser session and keeps the answer', async () => {
    const storage = memoryStorage();
    const lookup = answering(async () => Response.json({ eu: false, country: 'US' }));
    expect(await consentApplies(storage, lookup)).toBe(false);
    expect(await consentApplies(storage, lookup)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(storage.getItem(regionKey)).toBe('other');

    const eu = answering(async () => Response.json({ eu: true }));
    const another = memoryStorage();
    expect(await consentApplies(another, eu)).toBe(true);
    expect(await consentApplies(another, eu)).toBe(true);
    expect(eu).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('fetch failed'))],
    ['an error status', async () => new Response('Bad Gateway', { status: 502 })],
    ['a body that is no JSON', async () => new Response('<html>')],
    ['JSON without an answer', async () => Response.json(null)],
  ])('counts %s as EU and asks again on the next page', async (_, answer) => {
    const storage = memoryStorage();
    const lookup = answering(answer);
    expect(await consentApplies(storage, lookup)).toBe(true);
    expect(await consentApplies(storage, lookup)).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(storage.getItem(regionKey)).toBeNull();
  });

  it('asks on every page when session storage is unavailable', async () => {
    const lookup = answering(async () => Response.json({ eu: false }));
    expect(await consentApplies(undefined, lookup)).toBe(false);
    expect(await consentApplies(undefined, lookup)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
