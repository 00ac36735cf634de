import { describe, expect, it, vi } from 'vitest';
import { consentApplies } from './countries';
import { lookupCountry } from './lookup-country';
import { clientAddress, countryFromHeader, requesterKey, resolveCountry, type GeoConfig } from './resolve-country';

const behindProxy: GeoConfig = { clientIpHeader: 'x-forwarded-for', trustedProxyHops: 1 };
const behindCdn: GeoConfig = { countryHeader: 'cf-ipcountry', clientIpHeader: 'x-forwarded-for', trustedProxyHops: 1 };

async function euFor(headers: Record<string, string>, config: GeoConfig, lookup = lookupCountry) {
  return consentApplies(await resolveCountry(new Headers(headers), config, lookup));
}

describe('consentApplies', () => {
  it('covers the EU, Iceland, Liechtenstein, Norway, the UK and Switzerland', () => {
    for (const code of ['DE', 'FR', 'IE', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH']) expect(consentApplies(code), code).toBe(true);
    for (const code of ['US', 'BR', 'IN', 'JP', 'TR', 'UA', 'RS']) expect(consentApplies(code), code).toBe(false);
  });

  it('treats an unknown country as EU', () => {
    expect(consentApplies(undefined)).toBe(true);
  });
});

describe('resolveCountry', () => {
  it('prefers the trusted CDN header over the address', async () => {
    const lookup = vi.fn(async () => 'DE');
    expect(await resolveCountry(new Headers({ 'cf-ipcountry': 'us', 'x-forwarded-for': '85.214.132.117' }), behindCdn, lookup)).toBe('US');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('ignores a country header the deployment does not trust', async () => {
    expect(await euFor({ 'cf-ipcountry': 'US' }, behindProxy)).toBe(true);
    expect(await euFor({ 'x-vercel-ip-country': 'US', 'x-forwarded-for': '85.214.132.117' }, behindCdn)).toBe(true);
  });

  it('falls back to the address when the CDN does not know the country', async () => {
    expect(await resolveCountry(new Headers({ 'cf-ipcountry': 'XX', 'x-forwarded-for': '8.8.8.8' }), behindCdn, lookupCountry)).toBe('US');
    expect(await resolveCountry(new Headers({ 'cf-ipcountry': 'T1', 'x-forwarded-for': '8.8.8.8' }), behindCdn, lookupCountry)).toBe('US');
  });

  it('looks addresses up in the offline database', async () => {
    expect(await euFor({ 'x-forwarded-for': '8.8.8.8' }, behindProxy)).toBe(false);
    expect(await euFor({ 'x-forwarded-for': '85.214.132.117' }, behindProxy)).toBe(true);
    expect(await euFor({ 'x-forwarded-for': '2a00:1450:4001:80b::200e' }, behindProxy)).toBe(true);
  });

  it('treats private, loopback and reserved addresses as EU', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.16.5.4', '::1', 'fc00::1', '169.254.1.1']) {
      expect(await euFor({ 'x-forwarded-for': address }, behindProxy), address).toBe(true);
    }
  });

  it('treats a failed lookup as EU', async () => {
    const failing = async () => {
      throw new Error('database unavailable');
    };
    await expect(resolveCountry(new Headers({ 'x-forwarded-for': '8.8.8.8' }), behindProxy, failing)).rejects.toThrow();
    expect(consentApplies(undefined)).toBe(true);
  });

  it('trusts no address when no proxy header is configured', async () => {
    expect(await euFor({ 'x-forwarded-for': '8.8.8.8' }, { trustedProxyHops: 1 })).toBe(true);
  });
});

describe('clientAddress', () => {
  it('takes the entry the trusted proxies appended, not one the client forged', () => {
    const headers = new Headers({ 'x-forwarded-for': '8.8.8.8, 85.214.132.117' });
    expect(clientAddress(headers, behindProxy)).toBe('85.214.132.117');
    expect(clientAddress(headers, { ...behindProxy, trustedProxyHops: 2 })).toBe('8.8.8.8');
    expect(clientAddress(headers, { ...behindProxy, trustedProxyHops: 5 })).toBeUndefined();
  });

  it('reads single-address headers and strips ports', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '8.8.8.8' }), { clientIpHeader: 'x-real-ip', trustedProxyHops: 1 })).toBe('8.8.8.8');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '8.8.4.4:5123' }), behindProxy)).toBe('8.8.4.4');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '[2001:db8::1]:443' }), behindProxy)).toBe('2001:db8::1');
  });

  it('rejects malformed headers', () => {
    for (const value of ['', 'unknown', 'not-an-ip', '999.1.1.1', '1.2.3', '<script>', ', ,', '1.2.3.4.5', '%00']) {
      expect(clientAddress(new Headers({ 'x-forwarded-for': value }), behindProxy), value).toBeUndefined();
    }
  });
});

describe('requesterKey', () => {
  it('uses no address at all when the deployment trusts none, whatever forwarding header the client sends', () => {
    const keys = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((forged) => requesterKey(new Headers({ 'x-forwarded-for': forged }), { trustedProxyHops: 1 }));
    expect(keys).toEqual([undefined, undefined, undefined]);
  });

  it('keys IPv4 addresses whole and IPv6 addresses by their /64 network', () => {
    const key = (address: string) => requesterKey(new Headers({ 'x-real-ip': address }), { clientIpHeader: 'x-real-ip', trustedProxyHops: 1 });
    expect(key('85.214.132.117')).toBe('85.214.132.117');
    expect(key('::ffff:85.214.132.117')).toBe('85.214.132.117');
    expect(key('2001:db8:12:34::1')).toBe('2001:db8:12:34::/64');
    expect(key('2001:0db8:0012:0034:ffff:1:2:3')).toBe('2001:db8:12:34::/64');
    expect(key('2001:db8:12:35::1')).toBe('2001:db8:12:35::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('64:ff9b::85.214.132.117')).toBe('64:ff9b:0:0::/64');
  });
});

describe('countryFromHeader', () => {
  it('accepts two-letter codes only', () => {
    expect(countryFromHeader('de')).toBe('DE');
    expect(countryFromHeader(' CH ')).toBe('CH');
    for (const value of [null, '', 'DEU', 'D', '12', 'XX', 'T1', 'de;drop']) expect(countryFromHeader(value), String(value)).toBeUndefined();
  });
});
