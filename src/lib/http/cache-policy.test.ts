import { describe, expect, it } from 'vitest';
import { cachePolicy } from './cache-policy';

const nextVary = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
const html = 'text/html; charset=utf-8';

describe('the cache policy', () => {
  it('lets a CDN keep a prerendered page an hour and serve it stale for a day; browsers ask again', () => {
    expect(cachePolicy({ path: '/de/kontakt', status: 200, headers: { 'cache-control': 's-maxage=31536000', 'content-type': html, vary: nextVary } })).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
      vary: nextVary,
    });
  });

  it('keeps a regenerated page as long as Next.js revalidates it, stale for an hour at most', () => {
    const headers = { 'cache-control': 's-maxage=60, stale-while-revalidate=31535940', 'content-type': html, vary: nextVary };
    expect(cachePolicy({ path: '/blog', status: 200, headers }).cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=3600');
  });

  it('says the same of a page that has not changed (304) as of the page itself', () => {
    const headers = { 'cache-control': 's-maxage=31536000', vary: nextVary };
    expect(cachePolicy({ path: '/de/kontakt', status: 304, headers })).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
      vary: nextVary,
    });
  });

  it('keeps a "not found" or a redirect a minute, never a year', () => {
    for (const status of [404, 307]) {
      expect(cachePolicy({ path: '/made-up', status, headers: { 'cache-control': 's-maxage=31536000', 'content-type': html } }).cacheControl).toBe(
        'public, max-age=0, s-maxage=60',
      );
    }
  });

  it('lets nobody but the visitor keep a page that depends on them, and drops its Vary', () => {
    const headers = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'content-type': html, vary: nextVary };
    expect(cachePolicy({ path: '/mvp-cost-calculator/app', status: 200, headers })).toEqual({ cacheControl: 'private, no-store' });
  });

  it('lets nobody keep an API answer, whatever it said', () => {
    for (const given of ['private, no-store', 'no-store', 's-maxage=31536000', undefined]) {
      expect(cachePolicy({ path: '/api/ip-address', status: 200, headers: { 'cache-control': given, 'content-type': 'application/json', vary: nextVary } })).toEqual({
        cacheControl: 'private, no-store',
      });
    }
  });

  it('keeps the build\'s content-named files as Next.js marks them', () => {
    const cacheControl = 'public, max-age=31536000, immutable';
    expect(cachePolicy({ path: '/_next/static/chunks/a.js', status: 200, headers: { 'cache-control': cacheControl, 'content-type': 'application/javascript', vary: 'Accept-Encoding' } })).toEqual({
      cacheControl,
      vary: 'Accept-Encoding',
    });
  });

  it('keeps the router headers in Vary only on pages', () => {
    const robots = cachePolicy({ path: '/robots.txt', status: 200, headers: { 'cache-control': 'public, max-age=3600', 'content-type': 'text/plain', vary: nextVary } });
    expect(robots).toEqual({ cacheControl: 'public, max-age=3600', vary: 'Accept-Encoding' });
    const payload = cachePolicy({ path: '/de', status: 200, headers: { 'cache-control': 's-maxage=31536000', 'content-type': 'text/x-component', vary: nextVary } });
    expect(payload.vary).toBe(nextVary);
    expect(cachePolicy({ path: '/icon.svg', status: 200, headers: { 'content-type': 'image/svg+xml', vary: 'rsc, next-router-state-tree' } }).vary).toBeUndefined();
  });
});
