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
