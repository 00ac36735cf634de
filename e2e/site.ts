import { readFileSync } from 'node:fs';
import { pageCopy } from '@/content/page-copy';
import { locales, type Locale } from '@/i18n/locales';
import { localePath, routeKeys, type RouteKey } from '@/i18n/routes';

/** Test helpers shared by the specs: the site's own route table and copy are the expectations. */
export { baseURL as origin } from '../playwright.config';

export const allPages = routeKeys.flatMap((key) => locales.map((locale) => ({ key, locale, path: localePath(key, locale) })));

export function expectedTitle(key: RouteKey, locale: Locale) {
  return `${pageCopy(key, locale).title} | Kovalent Software`;
}

export { localePath, locales, pageCopy, type Locale };

/**
 * How often the build under test regenerates blog pages and home (REGENERATE_SECONDS: a minute in production, a few
 * seconds in `npm run build:e2e`, so that a test of an expiry need not wait a minute), as the build recorded it.
 */
export function regenerateSeconds(): number {
  const build = JSON.parse(readFileSync('.next/required-server-files.json', 'utf8')) as { config: { env: { REGENERATE_SECONDS?: string } } };
  return Number(build.config.env.REGENERATE_SECONDS);
}

/** The Cache-Control of blog pages and home: a CDN may keep them as long as the build regenerates them. */
export const regeneratedCacheControl = () => `public, max-age=0, s-maxage=${regenerateSeconds()}, stale-while-revalidate=3600`;
