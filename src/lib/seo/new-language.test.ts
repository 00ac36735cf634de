/**
 * A language is data: given a third language and its paths, the builders make its URLs, redirects, rewrites,
 * hreflang alternates and sitemap entries without a line of code changed.
 */
import { describe, expect, it } from 'vitest';
import { buildLocalizedPaths } from '@/i18n/localized-paths';
import { otherLocalesIn, type LocaleSet } from '@/i18n/locales';
import { buildPublicRedirects, buildPublicRewrites } from '@/i18n/public-urls';
import { buildLanguageAlternates, buildSitemapEntries, inEveryLocale } from './localized-urls';

type TestLocale = 'en' | 'de' | 'fr';
const threeLanguages: LocaleSet<TestLocale> = { locales: ['en', 'de', 'fr'], defaultLocale: 'en' };
const table = {
  '/': { paths: { en: '/', de: '/', fr: '/' } },
  '/about': { paths: { en: '/about', de: '/uber-uns', fr: '/a-propos' } },
  '/products': { paths: { en: '/products', de: '/products', fr: '/produits' } },
  '/blog': { paths: { en: '/blog', de: '/blog', fr: '/blog' } },
  '/blog/category': { paths: { en: '/blog/category', de: '/blog/kategorie', fr: '/blog/categorie' } },
  '/blog/author': { paths: { en: '/blog/author', de: '/blog/autor', fr: '/blog/auteur' } },
};
const formResult = { '/form/[id]': { en: '/form/[id]', de: '/formular/[id]', fr: '/formulaire/[id]' } };
const paths = buildLocalizedPaths(threeLanguages, table);
const origin = 'https://kovalent.example';

describe('a third language', () => {
  it('cannot be added without a path for every page', () => {
    // @ts-expect-error: the French path is missing
    buildLocalizedPaths(threeLanguages, { '/': { paths: { en: '/', de: '/' } } });
  });

  it('puts its pages under its own prefix and finds them again', () => {
    expect(paths.localePath('/about', 'fr')).toBe('/fr/a-propos');
    expect(paths.localePath('/', 'fr')).toBe('/fr');
    expect(paths.localePath('/about', 'en')).toBe('/about');
    expect(paths.localeOfPath('/fr/a-propos')).toBe('fr');
    expect(paths.localeOfPath('/french')).toBe('en');
    for (const key of paths.keys) {
      for (const locale of threeLanguages.locales) expect(paths.routeKeyOfPathname(paths.localePath(key, locale))).toBe(key);
    }
    for (const path of ['/fr/about', '/fr/uber-uns', '/a-propos', '/french']) expect(paths.routeKeyOfPathname(path), path).toBeUndefined();
  });

  it('is one of the languages the switcher offers on a page in any other', () => {
    expect(otherLocalesIn(threeLanguages, 'en')).toEqual(['de', 'fr']);
    expect(otherLocalesIn(threeLanguages, 'de')).toEqual(['en', 'fr']);
  });

  it('gets its blog rewrites and stays out of the default language rewrite', () => {
    const { beforeFiles, afterFiles } = buildPublicRewrites(paths, formResult);
    expect(beforeFiles).toContainEqual({ source: '/fr/blog/categorie', destination: '/fr/blog-view/category/1' });
    // Its form result pages are served by the one page file of every language's.
    expect(afterFiles).toContainEqual({ source: '/fr/formulaire/:id', destination: '/fr/form/:id' });
    const english = afterFiles.find((rule) => rule.destination === '/en/:path')!;
    const pattern = new RegExp(`^${english.source.slice('/:path'.length)}$`);
    for (const path of ['fr', 'fr/a-propos', 'de/uber-uns', 'en/about']) expect(pattern.test(path), path).toBe(false);
    expect(pattern.test('about')).toBe(true);
  });

  it('sends a path in any other language to the page in the language of its prefix', () => {
    const redirects = buildPublicRedirects(paths, formResult);
    for (const [source, destination] of [
      ['/fr/about', '/fr/a-propos'],
      ['/fr/uber-uns', '/fr/a-propos'],
      ['/de/a-propos', '/de/uber-uns'],
      ['/a-propos', '/about'],
      ['/produits', '/products'],
      ['/fr/form/:id', '/fr/formulaire/:id'],
      ['/formulaire/:id', '/form/:id'],
      ['/fr/blog-view/:rest*', '/fr/blog'],
    ]) {
      expect(redirects).toContainEqual({ source, destination, permanent: false });
    }
    // A path that is a page in the language of its prefix is that page (`/products` in English and German).
    expect(redirects.filter(({ source }) => source === '/products' || source === '/de/products')).toEqual([]);
    expect(new Set(redirects.map(({ source }) => source)).size).toBe(redirects.length);
  });

  it('is an hreflang alternate of every page, and x-default stays the default language', () => {
    expect(buildLanguageAlternates(paths, origin, '/about', inEveryLocale(threeLanguages.locales))).toEqual({
      en: `${origin}/about`,
      de: `${origin}/de/uber-uns`,
      fr: `${origin}/fr/a-propos`,
      'x-default': `${origin}/about`,
    });
    // An entry not translated into German has no German alternate.
    const queries = { en: { category: 'technology' }, fr: { category: 'technologie' } };
    expect(buildLanguageAlternates(paths, origin, '/blog/category', queries)).toEqual({
      en: `${origin}/blog/category?category=technology`,
      fr: `${origin}/fr/blog/categorie?category=technologie`,
      'x-default': `${origin}/blog/category?category=technology`,
    });
  });

  it('is listed in the sitemap, each entry with its alternates in every language', () => {
    const entries = buildSitemapEntries(paths, origin, ['/', '/about']);
    expect(entries.map(({ url }) => url)).toEqual([
      `${origin}/`,
      `${origin}/de`,
      `${origin}/fr`,
      `${origin}/about`,
      `${origin}/de/uber-uns`,
      `${origin}/fr/a-propos`,
    ]);
    for (const entry of entries) expect(Object.keys(entry.alternates?.languages ?? {})).toEqual(['en', 'de', 'fr', 'x-default']);
  });
});
