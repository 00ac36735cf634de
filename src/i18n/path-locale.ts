/**
 * The language of a public path: each language but the default under its own prefix (`/de`), the default language
 * everywhere else. Apart from the route table, so that the error pages, which are part of every page's code, can
 * tell the language without carrying the table.
 */
import { siteLocales, type Locale, type LocaleSet } from './locales';

/** The prefix of a language's URLs: none for the default language, `/de` for German. */
export function localePrefixIn<L extends string>(set: LocaleSet<L>, locale: L): string {
  return locale === set.defaultLocale ? '' : `/${locale}`;
}

export function localeOfPathIn<L extends string>(set: LocaleSet<L>, path: string): L {
  const prefixed = set.locales.find((locale) => locale !== set.defaultLocale && (path === `/${locale}` || path.startsWith(`/${locale}/`)));
  return prefixed ?? set.defaultLocale;
}

export const localePrefix = (locale: Locale) => localePrefixIn(siteLocales, locale);
export const localeOfPath = (path: string) => localeOfPathIn(siteLocales, path);

/** The home page in a language. */
export function homePath(locale: Locale): string {
  return localePrefix(locale) || '/';
}
