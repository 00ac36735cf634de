/**
 * Hostile input for the consent lookup: whatever a client puts in the forwarding and country headers, the endpoint
 * answers 200 with a plain yes/no (and a well-formed country), never echoes the headers, and a forged entry in
 * front of the trusted proxy's cannot choose the country.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let GET: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv('CLIENT_IP_HEADER', 'x-forwarded-for');
  vi.stubEnv('GEO_COUNTRY_HEADER', 'cf-ipcountry');
  vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
  vi.resetModules();
  GET = (await import('./route')).GET;
});
afterAll(() => vi.unstubAllEnvs());

/** Any value an HTTP header can carry: printable Latin-1, tabs and spaces, up to a few kilobytes. */
const headerValue = fc
  .array(fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }), fc.constant(0x09)), { maxLength: 4000 })
  .map((codes) => String.fromCharCode(...codes).trim());
/** Things that look like forwarding entries: addresses with and without ports, brackets, garbage, empty slots. */
const forwardEntry = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4Extended(),
  fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 65535 })).map(([ip, port]) => `${ip}:${port}`),
  fc.ipV6().map((ip) => `[${ip}]:443`),
  fc.constantFrom('unknown', '', ' ', '::', '0.0.0.0', '999.1.1.1', '1.2.3', '<script>', 'localhost', '127.0.0.1'),
  headerValue.map((value) => value.replaceAll(',', '')),
);
const forwardedFor = fc
  .tuple(fc.array(forwardEntry, { maxLength: 12 }), fc.constantFrom(',', ', ', ' ,'))
  .map(([entries, separator]) => entries.join(separator));

async function ask(headers: Record<string, string>) {
  const response = await GET(new Request('http://localhost/api/ip-address', { headers }));
  return { response, text: await response.text() };
}

describe('GET /api/ip-address with hostile headers', () => {
  it('always answers 200 with a yes/no, a well-formed country at most, and none of the headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ 'x-forwarded-for': fc.oneof(forwardedFor, headerValue), 'cf-ipcountry': headerValue }, { requiredKeys: [] }), async (headers) => {
        const { response, text } = await ask(headers);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const body = JSON.parse(text) as Record<string, unknown>;
        expect(Object.keys(body).every((key) => key === 'eu' || key === 'country')).toBe(true);
        expect(typeof body.eu).toBe('boolean');
        if (body.country !== undefined) expect(body.country).toMatch(/^[A-Z]{2}$/);
        expect(text.length).toBeLessThan(40);
      }),
      { numRuns: 300 },
    );
  });

  it('lets no forged entry in front of the trusted proxy\'s choose the country', async () => {
    const real = '8.8.8.8'; // US
    await fc.assert(
      fc.asyncProperty(fc.array(forwardEntry, { maxLength: 8 }), async (forged) => {
        const { text } = await ask({ 'x-forwarded-for': [...forged, real].join(', ') });
        expect(JSON.parse(text)).toEqual({ eu: false, country: 'US' });
      }),
      { numRuns: 200 },
    );
  });
});
