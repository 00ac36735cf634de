import { describe, expect, it, vi } from 'vitest';
import { parseServerEnv } from '@/lib/server/env-parse';
import type { GeoConfig } from '@/lib/geo/resolve-country';
import { createRateLimiter } from './rate-limit';
import type { LeadStore } from './store';
import { handleSubmission } from './submission';

const siteUrl = 'http://localhost:3000';
const enquiry = { name: 'Jana Berg', email: 'jana@example.com', message: 'We would like to talk about an app.', locale: 'en', page: '/contact' };

/** A server's submission handling with the form limit it runs with (ten posts in ten minutes), keeping leads in a list. */
function site(geo: GeoConfig) {
  const saved: unknown[] = [];
  const store = { saveLead: async (lead: unknown) => void saved.push(lead) } as unknown as LeadStore;
  const rateLimiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });
  const post = (fields: Record<string, string>, headers: Record<string, string>) =>
    handleSubmission(
      new Request(`${siteUrl}/api/leads/contact`, { method: 'POST', body: new URLSearchParams(fields), headers: { origin: siteUrl, accept: 'application/json', ...headers } }),
      'contact',
      { store: async () => store, rateLimiter, afterResponse: () => undefined, deliver: async () => undefined, siteUrl, geo },
    );
  return { post, saved };
}

describe('the per-visitor form limit', () => {
  it('in development, keys each visitor by the connection, so a stranger posting garbage never makes an enquiry wait', async () => {
    // No CLIENT_IP_HEADER: the server writes the connection's address under the header the environment names.
    const { geo } = parseServerEnv({});
    const { post, saved } = site(geo);
    const from = (address: string) => ({ [geo.clientIpHeader!]: address });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ ...enquiry, email: 'garbage' }, from('203.0.113.66'))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
    expect((await post(enquiry, from('203.0.113.67'))).status).toBe(200);
    expect(saved).toHaveLength(1);
  });

  it('refuses a post that carries no client address rather than count it with every other one, and says so once in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { post, saved } = site({ clientIpHeader: 'x-real-ip', trustedProxyHops: 1 });
    for (let i = 0; i < 2; i++) {
      const refused = await post(enquiry, {});
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ status: 'failed', failure: 'unavailable' });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/no client address in the header CLIENT_IP_HEADER names/);
    log.mockRestore();
    // A visitor whose address the proxy passes is not held up by them.
    expect((await post(enquiry, { 'x-real-ip': '198.51.100.4' })).status).toBe(200);
    expect(saved).toHaveLength(1);
  });
});
