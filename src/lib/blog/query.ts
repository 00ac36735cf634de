/**
 * Request paths for Strapi's REST API (v4 and 5 take the same), built with URLSearchParams so every value is encoded.
 * Strapi reads the bracketed keys (`filters[slug][$eq]`) the same whether the brackets are encoded or not. Only a
 * single entry asks for everything (`populate=*`); lists name the fields they show (`fields[…]`,
 * `populate[…][fields][…]`), so that a page of 100 long articles stays a few kilobytes instead of their whole bodies.
 */
import type { Locale } from '@/i18n/locales';
import type { ContentFormat } from './normalize';

export type Collection = 'posts' | 'categories' | 'authors';

const postsPerPage = 6;
/** The largest page Strapi v4 answers by default (`api.rest.maxLimit`). */
const maxPageSize = 100;

type Params = [string, string][];

/** `fields[0]=a&fields[1]=b`, or a relation's: `populate[author][fields][0]=name` for `relation` `populate[author]`. */
const fields = (names: readonly string[], relation?: string): Params =>
  names.map((name, index) => [relation ? `${relation}[fields][${index}]` : `fields[${index}]`, name]);
/** The other languages' slugs, for the language alternates. */
const localizations = fields(['slug', 'locale'], 'populate[localizations]');

/** What a post card shows: title, summary, date, picture, topic and author. */
const postCard: Params = [
  ...fields(['title', 'slug', 'descriptions_SEO', 'publishedAt', 'updatedAt']),
  ...fields(['url', 'alternativeText', 'width', 'height'], 'populate[thumbnail]'),
  ...fields(['category', 'slug'], 'populate[category]'),
  ...fields(['name', 'slug'], 'populate[author]'),
];

/** One entry by its slug: `GET /{collection}?locale=…&populate=*&filters[slug][$eq]=…`. */
export function bySlugPath(collection: Collection, locale: Locale, slug: string): string {
  return path(collection, [
    ['locale', locale],
    ['populate', '*'],
    ['filters[slug][$eq]', slug],
  ]);
}

/**
 * A post as last saved, published or not: Strapi 5 by its draft (`status=draft`), v4 by every state
 * (`publicationState=preview`). Each major ignores the other's parameter and answers with the published entry alone.
 */
export function draftPath(locale: Locale, slug: string, format: ContentFormat): string {
  const state = format === 'Strapi 5' ? 'status=draft' : 'publicationState=preview';
  return `${bySlugPath('posts', locale, slug)}&${state}`;
}

export interface PostListOptions {
  page?: number;
  pageSize?: number;
  /** Only posts in this category (its slug). */
  category?: string;
  /** Only posts by this author (their slug). */
  author?: string;
}

/** Newest posts first, one page at a time, optionally of one category or author. */
export function postListPath(locale: Locale, options: PostListOptions = {}): string {
  const params: Params = [
    ['locale', locale],
    ...postCard,
    ['sort', 'publishedAt:desc'],
    ['pagination[page]', String(options.page ?? 1)],
    ['pagination[pageSize]', String(options.pageSize ?? postsPerPage)],
  ];
  if (options.category !== undefined) params.push(['filters[category][slug][$eq]', options.category]);
  if (options.author !== undefined) params.push(['filters[author][slug][$eq]', options.author]);
  return path('posts', params);
}

/** Every post of a language, for the sitemap and the known slugs: slug, dates and alternates, newest first. */
export function postIndexPath(locale: Locale, page = 1): string {
  return path('posts', [
    ['locale', locale],
    ...fields(['title', 'slug', 'publishedAt', 'updatedAt']),
    ...localizations,
    ['sort', 'publishedAt:desc'],
    ['pagination[page]', String(page)],
    ['pagination[pageSize]', String(maxPageSize)],
  ]);
}

/** What the topic and author directories show. */
const directoryFields = { categories: ['category', 'slug'], authors: ['name', 'slug', 'bio'] } as const;

/** The categories or authors of a language, sorted by slug, one page of the largest size at a time. */
export function allPath(collection: Exclude<Collection, 'posts'>, locale: Locale, page = 1): string {
  return path(collection, [
    ['locale', locale],
    ...fields(directoryFields[collection]),
    ...localizations,
    ['sort', 'slug:asc'],
    ['pagination[page]', String(page)],
    ['pagination[pageSize]', String(maxPageSize)],
  ]);
}

function path(collection: Collection, params: Params): string {
  return `/${collection}?${new URLSearchParams(params).toString()}`;
}
