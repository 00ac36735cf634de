/**
 * The language of a public path: German under `/de`, English everywhere else. Apart from the route table, so
 * that the error pages, which are part of every page's code, can tell the language without carrying the table.
 */
export function localeOfPath(path: string): 'en' | 'de' {
  return /^\/de(\/|$)/.test(path) ? 'de' : 'en';
}

/** The home page in a language. */
export function homePath(locale: 'en' | 'de'): string {
  return locale === 'de' ? '/de' : '/';
}
