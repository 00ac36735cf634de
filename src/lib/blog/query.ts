/**
 * Request paths for the Strapi v4 REST API, built with URLSearchParams so every value is encoded. Strapi
 * reads the bracketed keys (`filters[slug][$eq]`) the same whether the brackets are encoded or not.
 */
import type { Locale } from '@/i18n/locales';

export type Collection = 'posts' | 'categories' | 'authors';

export const postsPerPage = 6;
/** The largest page Strapi v4 answers by default (`api.rest.maxLimit`). */
export const maxPageSize = 100;

/** One entry by its slug: `GET /{collection}?locale=…&populate=*&filters[slug][$eq]=…`. */
export function bySlugPath(collection: Collection, locale: Locale, slug: string): string {
  return path(collection, [
    ['locale', locale],
    ['populate', '*'],
    ['filters[slug][$eq]', slug],
  ]);
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
  const params: [string, string][] = [
    ['locale', locale],
    ['populate', '*'],
    ['sort', 'publishedAt:desc'],
    ['pagination[page]', String(options.page ?? 1)],
    ['pagination[pageSize]', String(options.pageSize ?? postsPerPage)],
  ];
  if (options.category !== undefined) params.push(['filters[category][slug][$eq]', options.category]);
  if (options.author !== undefined) params.push(['filters[author][slug][$eq]', options.author]);
  return path('posts', params);
}

/** The categories or authors of a language, sorted by slug, one page of the largest size at a time. */
export function allPath(collection: Exclude<Collection, 'posts'>, locale: Locale, page = 1): string {
  return path(collection, [
    ['locale', locale],
    ['populate', '*'],
    ['sort', 'slug:asc'],
    ['pagination[page]', String(page)],
    ['pagination[pageSize]', String(maxPageSize)],
  ]);
}

function path(collection: Collection, params: [string, string][]): string {
  return `/${collection}?${new URLSearchParams(params).toString()}`;
}
