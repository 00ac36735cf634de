import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe('parseServerEnv', () => {
  it('defaults to development on the local address', () => {
    expect(parseServerEnv({})).toEqual({ appEnv: 'development', siteUrl: 'http://localhost:3000' });
    expect(parseServerEnv({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
  });

  it('normalises SITE_URL to its origin', () => {
    expect(parseServerEnv({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe('https://www.example.com');
  });

  it('requires SITE_URL outside development', () => {
    expect(() => parseServerEnv({ APP_ENV: 'production' })).toThrow(/SITE_URL: is required when APP_ENV=production/);
    expect(() => parseServerEnv({ APP_ENV: 'staging' })).toThrow(/SITE_URL/);
    expect(parseServerEnv({ APP_ENV: 'production', SITE_URL: 'https://example.com' }).appEnv).toBe('production');
  });

  it('rejects an unknown environment and a malformed URL with a clear message', () => {
    expect(() => parseServerEnv({ APP_ENV: 'prod' })).toThrow(/Invalid environment[\s\S]*APP_ENV/);
    expect(() => parseServerEnv({ SITE_URL: 'example.com' })).toThrow(/SITE_URL/);
    expect(() => parseServerEnv({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
  });
});
