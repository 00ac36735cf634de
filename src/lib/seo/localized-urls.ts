/**
 * A route table's absolute URLs as search engines read them: hreflang alternates and sitemap entries, as pure
 * functions of the languages, the paths and the site's origin. `urls.ts` and `sitemap-entries.ts` bind them to the
 * site; a test builds them with a language the site does not have yet.
 */
import type { MetadataRoute } from 'next';
import type { LocalizedPaths } from '@/i18n/localized-paths';

type Paths<L extends string, K extends string> = Pick<LocalizedPaths<L, K>, 'locales' | 'defaultLocale' | 'localePath'>;
export type Query = Record<string, string>;

export function localizedUrl<L extends string, K extends string>(paths: Paths<L, K>, origin: string, key: K, locale: L, query: Query = {}): string {
  const url = new URL(paths.localePath(key, locale), origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The same query in every language: a page whose address reads alike in all of them. */
export function inEveryLocale<L extends string>(locales: readonly L[], query: Query = {}): Record<L, Query> {
  return Object.fromEntries(locales.map((locale) => [locale, query])) as Record<L, Query>;
}

/**
 * hreflang alternates of a page: its URL in each language that has it (with that language's query), in the order
 * of the languages, and x-default pointing at the default language's one when there is one.
 */
export function buildLanguageAlternates<L extends string, K extends string>(
  paths: Paths<L, K>,
  origin: string,
  key: K,
  queries: Partial<Record<L, Query>>,
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of paths.locales) {
    const query = queries[locale];
    if (query) languages[locale] = localizedUrl(paths, origin, key, locale, query);
  }
  const fallback = languages[paths.defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  return languages;
}

/** Every page of `keys` in every language, each with its alternates in all of them. */
export function buildSitemapEntries<L extends string, K extends string>(paths: Paths<L, K>, origin: string, keys: readonly K[]): MetadataRoute.Sitemap {
  return keys.flatMap((key) => {
    const languages = buildLanguageAlternates(paths, origin, key, inEveryLocale(paths.locales));
    return paths.locales.map((locale) => ({ url: localizedUrl(paths, origin, key, locale), alternates: { languages } }));
  });
}
