import { isPageNumber } from '@/i18n/public-urls';
import { identifyingParam, sitePaths, type RouteKey } from '@/i18n/routes';
import { serverEnv } from '@/lib/server/env';
import type { Locale } from '@/i18n/locales';
import { buildLanguageAlternates, localizedUrl, type Query } from './localized-urls';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The query a page keeps in its canonical URL: the one parameter that identifies a blog page, and the number of a
 * list page after the first (the blog's list, a topic's or an author's articles; an article has no pages).
 */
export function canonicalQuery(key: RouteKey, searchParams: SearchParams = {}): Record<string, string> {
  const name = identifyingParam(key);
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

export function absoluteUrl(key: RouteKey, locale: Locale, query: Query = {}): string {
  return localizedUrl(sitePaths, serverEnv.siteUrl, key, locale, query);
}

export type LanguageQueries = Partial<Record<Locale, Query>>;

/** hreflang alternates of a page: its URL in each language that has it, and x-default (see `buildLanguageAlternates`). */
export function languageAlternates(key: RouteKey, queries: LanguageQueries): Record<string, string> {
  return buildLanguageAlternates(sitePaths, serverEnv.siteUrl, key, queries);
}
