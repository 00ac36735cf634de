import { isPageNumber } from '@/i18n/public-urls';
import { identifyingParam, localePath, type RouteKey } from '@/i18n/routes';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/i18n/locales';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The query a page keeps in its canonical URL: the one parameter that identifies a blog page, and the number of a
 * list page after the first (the blog's list, a topic's or an author's articles; an article has no pages).
 */
export function canonicalQuery(key: RouteKey, searchParams: SearchParams = {}): Record<string, string> {
  const name = identifyingParam[key];
  if (!name) return {};
  const value = first(searchParams[name]);
  const page = first(searchParams.page);
  const isList = key === '/blog' ? !value : Boolean(value);
  return {
    ...(value && { [name]: value }),
    ...(isList && page && page !== '1' && isPageNumber(page) && { page }),
  };
}

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

export function absoluteUrl(key: RouteKey, locale: Locale, query: Record<string, string> = {}): string {
  const url = new URL(localePath(key, locale), serverEnv.siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export type LanguageQueries = Partial<Record<Locale, Record<string, string>>>;

/**
 * hreflang alternates of a page: its URL in each language that has it (with that language's query), and
 * x-default pointing at the English one when there is one.
 */
export function languageAlternates(key: RouteKey, queries: LanguageQueries): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const language of ['en', 'de'] as const) {
    const query = queries[language];
    if (query) languages[language] = absoluteUrl(key, language, query);
  }
  if (languages.en) languages['x-default'] = languages.en;
  return languages;
}
