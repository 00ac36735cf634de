import { languageTags, type Locale } from '@/i18n/locales';

/** A date (publication, last change) as the visitor's language writes it ("12 November 2026", "12. November 2026"). */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
