import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { cacheControl, cacheHeaderRules } from './cache-headers';

/** The Cache-Control Next.js sends for a path: matched as Next matches `headers()` sources, the last match winning. */
function cacheControlOf(path: string, regenerateSeconds = 60) {
  let value: string | undefined;
  for (const rule of cacheHeaderRules(regenerateSeconds)) if (getPathMatch(rule.source)(path)) value = rule.headers[0]!.value;
  return value;
}

describe('the caching rules', () => {
  it('let a CDN keep a prerendered page an hour, in both languages', () => {
    for (const path of ['/about', '/de/uber-uns', '/services/mvp-launcher', '/de/dienstleistungen/mvp-schnellstart']) {
      expect(cacheControlOf(path), path).toBe(cacheControl.prerendered);
    }
  });

  it('keep blog pages, and home with its newest articles, only as long as Next regenerates them', () => {
    for (const path of ['/blog', '/de/blog', '/blog/category', '/de/blog/autor', '/', '/de']) {
      expect(cacheControlOf(path), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=3600');
      // A build that regenerates them sooner (the tests') lets a CDN keep them no longer.
      expect(cacheControlOf(path, 10), path).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=3600');
    }
  });

  it('keep the calculator, form results, previews and every API answer from every cache', () => {
    for (const path of ['/mvp-cost-calculator/app', '/de/mvp-kostenrechner/app', '/form/contact-sent', '/de/formular/x', '/preview/a-draft', '/de/vorschau/ein-entwurf', '/api/leads/contact', '/api/health']) {
      expect(cacheControlOf(path), path).toBe(cacheControl.nobody);
    }
  });

  it('keep anything else a minute: a made-up path, a redirect, a public file', () => {
    for (const path of ['/no-such-page', '/en/about', '/logo.png', '/de/no-such-page']) expect(cacheControlOf(path), path).toBe(cacheControl.briefly);
  });

  it('leave the build files to Next.js, which marks them immutable', () => {
    expect(cacheControlOf('/_next/static/chunks/abc.js')).toBeUndefined();
  });
});
