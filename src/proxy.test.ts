import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { defaultLocale } from '@/i18n/locales';
import { blogParams } from '@/i18n/routes';
import { config } from './proxy';

describe('the proxy matcher', () => {
  it('takes every /en path, and nothing else outside the blog', () => {
    expect(config.matcher.filter((entry) => typeof entry === 'string')).toEqual([`/${defaultLocale}`, `/${defaultLocale}/:path*`]);
  });

  it("takes every path that carries a blog entry's parameter, in any case, and leaves the path to the proxy", () => {
    const expected = Object.values(blogParams).map((param) => ({ source: '/((?!api/|_next/).*)', has: [{ type: 'query', key: param }] }));
    const blogEntries = config.matcher.filter((entry) => typeof entry !== 'string');
    expect(blogEntries).toEqual(expected);
  });

  it('takes blog paths in any case, never an API route or a build file, whatever their query', () => {
    for (const url of ['/Blog?singleBlogPage=x', '/DE/BLOG?category=y', '/de/blog/autor?author=z', '/en/about']) expect(matches({ config, url }), url).toBe(true);
    for (const url of ['/api/leads/application?author=1', '/api/content/posts?category=x', '/_next/static/chunks/a.js?singleBlogPage=1', '/de/kontakt']) {
      expect(matches({ config, url }), url).toBe(false);
    }
  });
});
