import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeKeys } from '@/i18n/routes';

async function loadSeo(env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const [{ buildPageMetadata }, { sitemapEntries }, structured] = await Promise.all([
    import('./page-metadata'),
    import('./sitemap-entries'),
    import('./structured-data'),
  ]);
  return { buildPageMetadata, sitemapEntries, ...structured };
}

afterEach(() => vi.unstubAllEnvs());

describe('buildPageMetadata', () => {
  it('gives a self canonical, hreflang alternates and social cards', async () => {
    const { buildPageMetadata } = await loadSeo({ SITE_URL: 'https://kovalent.example' });
    const metadata = buildPageMetadata({ key: '/about', locale: 'de' });
    expect(metadata.alternates?.canonical).toBe('https://kovalent.example/de/uber-uns');
    expect(metadata.alternates?.languages).toEqual({
      en: 'https://kovalent.example/about',
      de: 'https://kovalent.example/de/uber-uns',
      'x-default': 'https://kovalent.example/about',
    });
    expect(metadata.openGraph).toMatchObject({ url: 'https://kovalent.example/de/uber-uns', locale: 'de_DE' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('keeps the identifying blog parameter in canonical and alternates', async () => {
    const { buildPageMetadata } = await loadSeo();
    const metadata = buildPageMetadata({
      key: '/blog/category',
      locale: 'en',
      searchParams: { category: 'technology', page: '2' },
    });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/blog/category?category=technology&page=2');
    expect(metadata.alternates?.languages).toMatchObject({ de: 'http://localhost:3000/de/blog/kategorie?category=technology&page=2' });
  });

  it('gives a list page after the first its own canonical, and an article none', async () => {
    const { buildPageMetadata } = await loadSeo();
    const canonical = (searchParams: Record<string, string>) => buildPageMetadata({ key: '/blog', locale: 'en', searchParams }).alternates?.canonical;
    expect(canonical({ page: '2' })).toBe('http://localhost:3000/blog?page=2');
    expect(canonical({ page: '1' })).toBe('http://localhost:3000/blog');
    expect(canonical({ page: '0' })).toBe('http://localhost:3000/blog');
    expect(canonical({ singleBlogPage: 'hello', page: '2' })).toBe('http://localhost:3000/blog?singleBlogPage=hello');
    const alternates = buildPageMetadata({
      key: '/blog/author',
      locale: 'de',
      searchParams: { author: 'jana', page: '3' },
      alternateQueries: { de: { author: 'jana' }, en: { author: 'jana-en' } },
    }).alternates?.languages;
    expect(alternates).toMatchObject({ en: 'http://localhost:3000/blog/author?author=jana-en&page=3' });
  });

  it('applies the robots rules', async () => {
    const { buildPageMetadata } = await loadSeo();
    expect(buildPageMetadata({ key: '/imprint', locale: 'de' }).robots).toEqual({ index: false, follow: false });
    expect(buildPageMetadata({ key: '/saas-mvp-development', locale: 'en' }).robots).toEqual({ index: false, follow: true });
  });

  it('keeps a staging site out of search', async () => {
    const { buildPageMetadata } = await loadSeo({ APP_ENV: 'staging', SITE_URL: 'https://staging.example', CLIENT_IP_HEADER: 'x-real-ip' });
    expect(buildPageMetadata({ key: '/', locale: 'en' }).robots).toEqual({ index: false, follow: false });
  });
});

describe('sitemapEntries', () => {
  it('lists every indexable page in both languages with alternates, and no noindex page', async () => {
    const { sitemapEntries } = await loadSeo();
    const urls = sitemapEntries().map((entry) => entry.url);
    expect(urls).toHaveLength((routeKeys.length - 9) * 2);
    expect(urls).toContain('http://localhost:3000/de/dienstleistungen/produktentwicklung');
    expect(urls).not.toContain('http://localhost:3000/imprint');
    expect(urls).not.toContain('http://localhost:3000/de/mvp-entwicklung');
    expect(sitemapEntries()[0]?.alternates?.languages).toHaveProperty('x-default');
  });
});

describe('breadcrumbs', () => {
  it('leads from home through the parent to the page', async () => {
    const { breadcrumbTrail, breadcrumbJsonLd } = await loadSeo();
    expect(breadcrumbTrail('/technologies/go')).toEqual(['/', '/technologies', '/technologies/go']);
    const items = breadcrumbJsonLd('/technologies/go', 'de').itemListElement;
    expect(items.map((item) => item.item)).toEqual([
      'http://localhost:3000/de',
      'http://localhost:3000/de/technologien',
      'http://localhost:3000/de/technologien/golang',
    ]);
  });
});
