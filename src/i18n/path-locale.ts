/**
 * The language of a public path: German under `/de`, English everywhere else. Apart from the route table, so
 * that the error pages, which are part of every page's code, can tell the language without carrying the table.
 */
import type { Locale } from './locales';
export function localeOfPath(path: string): Locale {
  return /^\/de(\/|$)/.test(path) ? 'de' : 'en';
}

/** The home page in a language. */
export function homePath(locale: Locale): string {
  return locale === 'de' ? '/de' : '/';
}
