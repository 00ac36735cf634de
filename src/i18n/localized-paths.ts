/**
 * Every localized path of a route table, for any set of languages: the site builds its own from `routes.ts`, and
 * a test can build one with a language the site does not have yet.
 */
import { localeOfPathIn, localePrefixIn } from './path-locale';
import type { LocaleSet } from './locales';

/** A page's path in each language, below the language's prefix (`/uber-uns` in German). */
export interface LocalizedRoute<L extends string> {
  readonly paths: Readonly<Record<L, string>>;
}

export interface LocalizedPaths<L extends string, K extends string> extends LocaleSet<L> {
  readonly keys: readonly K[];
  /** The prefix of a language's URLs: none for the default language, `/de` for German. */
  localePrefix(locale: L): string;
  /** The language of a public path. */
  localeOfPath(path: string): L;
  /** The path of a page in a language below its prefix (`/uber-uns` in German), as `routeKeyOfPath` reads it. */
  pathInLocale(key: K, locale: L): string;
  /** The public path of a page in a language, with the prefix (`/de/uber-uns`, `/about`, `/de`). */
  localePath(key: K, locale: L): string;
  /** The page a path below a language's prefix shows in that language (`/uber-uns` in German is `/about`), if any. */
  routeKeyOfPath(locale: L, path: string): K | undefined;
  /**
   * The page a path shows, as the browser's router names it: a public path (`/about`, `/de/uber-uns`) or the
   * internal one of a page in the default language, which carries its locale segment (`/en/about`).
   */
  routeKeyOfPathname(pathname: string): K | undefined;
}

export function buildLocalizedPaths<L extends string, K extends string>(
  set: LocaleSet<L>,
  table: Readonly<Record<K, LocalizedRoute<L>>>,
): LocalizedPaths<L, K> {
  const keys = Object.keys(table) as K[];
  const localePrefix = (locale: L) => localePrefixIn(set, locale);
  const localeOfPath = (path: string) => localeOfPathIn(set, path);
  const pathInLocale = (key: K, locale: L) => table[key].paths[locale];
  const pagesByPath = new Map(set.locales.map((locale) => [locale, new Map(keys.map((key) => [pathInLocale(key, locale), key]))]));
  const routeKeyOfPath = (locale: L, path: string) => pagesByPath.get(locale)?.get(path);

  return {
    ...set,
    keys,
    localePrefix,
    localeOfPath,
    pathInLocale,
    routeKeyOfPath,
    localePath(key, locale) {
      const path = pathInLocale(key, locale);
      const prefix = localePrefix(locale);
      return prefix && path === '/' ? prefix : `${prefix}${path}`;
    },
    routeKeyOfPathname(pathname) {
      const locale = localeOfPath(pathname);
      // The default language's internal path carries its segment (`/en/about`); a public one has none.
      const prefix = locale === set.defaultLocale ? new RegExp(`^/${locale}(?=/|$)`) : localePrefix(locale);
      return routeKeyOfPath(locale, pathname.replace(prefix, '') || '/');
    },
  };
}
