/** The site's languages: the one locale type every module uses. */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The site's other language: where the language switcher and language alternates lead. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'de' : 'en');

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
