/**
 * Request paths for the Strapi v4 REST API, built with URLSearchParams so every value is encoded. Strapi
 * reads the bracketed keys (`filters[slug][$eq]`) the same whether the brackets are encoded or not.
 */
import type { AppLocale } from '@/i18n/routing';

export type Collection = 'posts' | 'categories' | 'authors';

export const postsPerPage = 6;

/** One entry by its slug: `GET /{collection}?locale=…&populate=*&filters[slug][$eq]=…`. */
export function bySlugPath(collection: Collection, locale: AppLocale, slug: string): string {
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
export function postListPath(locale: AppLocale, options: PostListOptions = {}): string {
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

/** Every category or author of a language, sorted by slug (a small collection: one page of 100). */
export function allPath(collection: Exclude<Collection, 'posts'>, locale: AppLocale): string {
  return path(collection, [
    ['locale', locale],
    ['populate', '*'],
    ['sort', 'slug:asc'],
    ['pagination[pageSize]', '100'],
  ]);
}

function path(collection: Collection, params: [string, string][]): string {
  return `/${collection}?${new URLSearchParams(params).toString()}`;
}
