/** Links to blog pages as route keys with their query: entries, list pages and their twins in the other languages. */
import { blogParams, type BlogKey } from '@/i18n/routes';
import { otherLocales, type Locale } from '@/i18n/locales';
import type { Translation } from './normalize';

export const translationIn = (translations: Translation[], locale: Locale) =>
  translations.find((translation) => translation.locale === locale)?.slug;

/** The link to a blog entry: its section's page with the identifying parameter. */
export const blogHref = (key: BlogKey, slug: string) => ({ pathname: key, query: { [blogParams[key]]: slug } });

/** A page of a list: the blog's, or a topic's or author's articles (`slug`); the first page has no number. */
export const listPageHref = (key: BlogKey, slug: string | undefined, page: number) => ({
  pathname: key,
  query: { ...(slug && { [blogParams[key]]: slug }), ...(page > 1 && { page: String(page) }) },
});

/** The identifying query of an entry in this language and in every other one it is translated into. */
export function alternateQueries(key: BlogKey, locale: Locale, slug: string, translations: Translation[]) {
  const translated = otherLocales(locale).flatMap((other) => {
    const otherSlug = translationIn(translations, other);
    return otherSlug ? [[other, { [blogParams[key]]: otherSlug }] as const] : [];
  });
  return { [locale]: { [blogParams[key]]: slug }, ...Object.fromEntries(translated) };
}
