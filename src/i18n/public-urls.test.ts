import { describe, expect, it } from 'vitest';
import { blogViewQuery, isSlug, publicRedirects, publicRewrites } from './public-urls';
import { localePath, routeKeys, routes } from './routes';

describe('public URLs', () => {
  it('accepts the slugs a content service makes and nothing that could leave the path segment', () => {
    for (const slug of ['what-an-mvp-really-costs', 'a', 'v1.2_release~x', 'A-Z']) expect(isSlug(slug), slug).toBe(true);
    for (const slug of ['', '.', '..', '../x', 'a/b', 'a%2Fb', '<script>', 'a?b', 'a#b', 'ä', 'x'.repeat(201)]) {
      expect(isSlug(slug), slug).toBe(false);
    }
  });

  it('rewrites no German page: German paths are the page files themselves', () => {
    const { beforeFiles, afterFiles } = publicRewrites();
    const germanPages = routeKeys.filter((key) => routes[key].kind !== 'blog').map((key) => localePath(key, 'de'));
    for (const rule of [...beforeFiles, ...afterFiles]) {
      for (const path of germanPages) expect(rule.source === path, `${rule.source} rewrites ${path}`).toBe(false);
    }
    const english = afterFiles.find((rule) => rule.destination === '/en/:path')!;
    const pattern = new RegExp(`^${english.source.slice('/:path'.length)}$`);
    expect(germanPages.filter((path) => pattern.test(path.slice(1)))).toEqual([]);
    expect(pattern.test('services/product-development')).toBe(true);
    for (const path of ['api/leads/contact', '_next/static/x.js', 'en/about', 'de']) expect(pattern.test(path), path).toBe(false);
  });

  it('sends every translated path in the wrong language to the right one', () => {
    const redirects = publicRedirects();
    expect(redirects).toContainEqual({ source: '/de/about', destination: '/de/uber-uns', permanent: false });
    expect(redirects).toContainEqual({ source: '/uber-uns', destination: '/about', permanent: false });
    expect(redirects).toContainEqual({ source: '/de/form/:id', destination: '/de/formular/:id', permanent: false });
    // A German path that is also an English page (`/products`) is that page, not a redirect.
    expect(redirects.some((redirect) => redirect.source === '/products')).toBe(false);
  });

  it("names a blog view's entry and page as its public query, and nothing for other routes", () => {
    expect(blogViewQuery({ section: 'posts', page: '1', slug: ['what-an-mvp-really-costs'] })).toBe('singleBlogPage=what-an-mvp-really-costs');
    expect(blogViewQuery({ section: 'category', page: '2', slug: ['web'] })).toBe('category=web&page=2');
    expect(blogViewQuery({ section: 'author', page: '1', slug: ['jane-doe'] })).toBe('author=jane-doe');
    expect(blogViewQuery({ section: 'posts', page: '3' })).toBe('page=3');
    expect(blogViewQuery({ section: 'posts', page: '1' })).toBe('');
    expect(blogViewQuery({ path: ['about'] } as never)).toBe('');
  });
});
