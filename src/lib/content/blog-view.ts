/**
 * What a blog URL shows, decided once per request for both the metadata and the page: an article, a
 * list of posts, a directory of topics or authors, a redirect to the other language's slug, or a 404.
 */
import { cache } from 'react';
import { blogSections, isPageNumber } from '@/i18n/public-urls';
import { blogParams, type BlogKey } from '@/i18n/routes';
import { content } from './client';
import type { Author, Category, Paged, Post, Translation } from './normalize';
import type { Locale } from '@/i18n/locales';

export type BlogView =
  | { kind: 'article'; post: Post; related: Post[] }
  | { kind: 'list'; posts?: Paged<Post>; categories?: Category[] }
  | { kind: 'category'; category: Category; posts?: Paged<Post>; categories?: Category[] }
  | { kind: 'author'; author: Author; posts?: Paged<Post> }
  | { kind: 'directory'; entries?: (Category | Author)[] }
  | { kind: 'unavailable' }
  | { kind: 'redirect'; locale: Locale; key: BlogKey; slug?: string }
  | { kind: 'missing' };

const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'de' : 'en');

/** What the blog view's internal route (`[section]/[page]/[[...slug]]`) asks for; `undefined` for a 404. */
export function readBlogViewParams(params: { section: string; page: string; slug?: string[] }) {
  const key = (Object.keys(blogSections) as BlogKey[]).find((candidate) => blogSections[candidate] === params.section);
  const page = isPageNumber(params.page) ? Number(params.page) : undefined;
  if (!key || !page || (params.slug?.length ?? 0) > 1) return undefined;
  return { key, page, slug: params.slug?.[0] };
}

export const translationIn = (translations: Translation[], locale: Locale) =>
  translations.find((translation) => translation.locale === locale)?.slug;

/** The link to a blog entry: its section's page with the identifying parameter. */
export const blogHref = (key: BlogKey, slug: string) => ({ pathname: key, query: { [blogParams[key]]: slug } });

/** A page of a list: the blog's, or a topic's or author's articles (`slug`); the first page has no number. */
export const listPageHref = (key: BlogKey, slug: string | undefined, page: number) => ({
  pathname: key,
  query: { ...(slug && { [blogParams[key]]: slug }), ...(page > 1 && { page: String(page) }) },
});

/** The identifying query of an entry in this language and, if translated, in the other one. */
export function alternateQueries(key: BlogKey, locale: Locale, slug: string, translations: Translation[]) {
  const other = otherLocale(locale);
  const otherSlug = translationIn(translations, other);
  return { [locale]: { [blogParams[key]]: slug }, ...(otherSlug && { [other]: { [blogParams[key]]: otherSlug } }) };
}

/**
 * A slug from the other language (the language switcher keeps the query string): redirect to this
 * language's own slug, or to the section's start page when the entry has no translation.
 */
async function otherLanguage(
  key: BlogKey,
  locale: Locale,
  lookup: (locale: Locale) => Promise<{ translations: Translation[] } | null | undefined>,
): Promise<BlogView> {
  const entry = await lookup(otherLocale(locale));
  if (!entry) return { kind: 'missing' };
  return { kind: 'redirect', locale, key, slug: translationIn(entry.translations, locale) };
}

export const loadBlogView = cache(async (key: BlogKey, locale: Locale, slug: string | undefined, page: number): Promise<BlogView> => {

  if (key === '/blog') {
    if (slug === undefined) {
      const [posts, categories] = await Promise.all([content.posts(locale, { page }), content.categories(locale)]);
      return { kind: 'list', posts, categories };
    }
    const post = await content.post(locale, slug);
    if (post === undefined) return { kind: 'unavailable' };
    if (post === null) return otherLanguage(key, locale, (other) => content.post(other, slug));
    const sameTopic = post.category ? await content.posts(locale, { category: post.category.slug, pageSize: 4 }) : undefined;
    const related = (sameTopic?.items ?? []).filter((candidate) => candidate.slug !== post.slug).slice(0, 3);
    return { kind: 'article', post, related };
  }

  if (key === '/blog/category') {
    if (slug === undefined) return { kind: 'directory', entries: await content.categories(locale) };
    const category = await content.category(locale, slug);
    if (category === undefined) return { kind: 'unavailable' };
    if (category === null) return otherLanguage(key, locale, (other) => content.category(other, slug));
    const [posts, categories] = await Promise.all([content.posts(locale, { category: slug, page }), content.categories(locale)]);
    return { kind: 'category', category, posts, categories };
  }

  if (slug === undefined) return { kind: 'directory', entries: await content.authors(locale) };
  const author = await content.author(locale, slug);
  if (author === undefined) return { kind: 'unavailable' };
  if (author === null) return otherLanguage(key, locale, (other) => content.author(other, slug));
  return { kind: 'author', author, posts: await content.posts(locale, { author: slug, page }) };
});

/** Reading time at 220 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 220));
}
