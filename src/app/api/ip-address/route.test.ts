import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadRoute(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('./route')).GET;
}

const request = (headers: Record<string, string>) => new Request('http://localhost/api/ip-address', { headers });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock('@/lib/geo/lookup-country');
});

describe('GET /api/ip-address', () => {
  it('answers a non-EU visitor without caching and without the address', async () => {
    const GET = await loadRoute({ CLIENT_IP_HEADER: 'x-forwarded-for' });
    const response = await GET(request({ 'x-forwarded-for': '8.8.8.8' }));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ eu: false, country: 'US' });
    expect(text).not.toContain('8.8.8.8');
  });

  it('prefers the configured CDN header', async () => {
    const GET = await loadRoute({ GEO_COUNTRY_HEADER: 'cf-ipcountry', CLIENT_IP_HEADER: 'x-forwarded-for' });
    expect(await (await GET(request({ 'cf-ipcountry': 'AT', 'x-forwarded-for': '8.8.8.8' }))).json()).toEqual({ eu: true, country: 'AT' });
  });

  it('answers EU for private addresses, missing headers and malformed headers', async () => {
    const GET = await loadRoute({ CLIENT_IP_HEADER: 'x-forwarded-for' });
    const cases: Record<string, string>[] = [{ 'x-forwarded-for': '192.168.1.20' }, {}, { 'x-forwarded-for': 'garbage, ,' }];
    for (const headers of cases) {
      expect(await (await GET(request(headers))).json()).toEqual({ eu: true });
    }
  });

  it('answers EU when the lookup fails', async () => {
    vi.doMock('@/lib/geo/lookup-country', () => ({
      lookupCountry: async () => {
        throw new Error('database missing');
      },
    }));
    const GET = await loadRoute({ CLIENT_IP_HEADER: 'x-forwarded-for' });
    const response = await GET(request({ 'x-forwarded-for': '8.8.8.8' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ eu: true });
  });
});
