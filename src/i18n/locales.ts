/** The site's languages: the one locale type every module uses, and what each language is written as. */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** A list of languages and the one among them whose URLs carry no prefix: the site's, or a test's. */
export interface LocaleSet<L extends string = string> {
  readonly locales: readonly L[];
  readonly defaultLocale: L;
}

export const siteLocales: LocaleSet<Locale> = { locales, defaultLocale };

/** The language and region each language's dates, numbers and social cards are written for (BCP 47). */
export const languageTags: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** Every language but this one, in the order of `locales`: where the language switcher and alternates lead. */
export function otherLocalesIn<L extends string>(set: LocaleSet<L>, locale: L): L[] {
  return set.locales.filter((candidate) => candidate !== locale);
}

export const otherLocales = (locale: Locale) => otherLocalesIn(siteLocales, locale);

/** One value per language of `set`, made by `make` for each: a table that grows with its languages. */
export function byLocaleIn<L extends string, T>(set: LocaleSet<L>, make: (locale: L) => T): Record<L, T> {
  return Object.fromEntries(set.locales.map((locale) => [locale, make(locale)])) as Record<L, T>;
}

/** One value per language of the site, made by `make` for each: a table that grows with `locales`. */
export const byLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> => byLocaleIn(siteLocales, make);

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
