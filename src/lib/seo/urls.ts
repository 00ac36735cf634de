import { identifyingParam, localePath, type RouteKey } from '@/i18n/routes';
import type { AppLocale } from '@/i18n/routing';
import { serverEnv } from '@/lib/env';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The one identifying query parameter a page keeps in its canonical URL, if present. */
export function canonicalQuery(key: RouteKey, searchParams: SearchParams = {}): Record<string, string> {
  const name = identifyingParam[key];
  const raw = name ? searchParams[name] : undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return name && value ? { [name]: value } : {};
}

export function absoluteUrl(key: RouteKey, locale: AppLocale, query: Record<string, string> = {}): string {
  const url = new URL(localePath(key, locale), serverEnv.siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
