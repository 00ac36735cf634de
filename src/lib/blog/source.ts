/**
 * The blog's content service client (Strapi v4 REST): the only module that talks to it. Every lookup answers `undefined` when the service
 * is down, slow, refuses, or sends something unexpected: the page then renders without the data. A lookup
 * by slug answers `null` when the service answered and has no such entry (the page is a 404).
 */
import 'server-only';
import { serverEnv, type ContentConfig } from '@/lib/env';
import { readCapped } from '@/lib/http/read-capped';
import { answer } from './sample-service/engine';
import { sampleContent } from './sample-service/content';
import { normalize, type Paged } from './normalize';
import { allPath, bySlugPath, postIndexPath, postListPath, type PostListOptions } from './query';
import type { Locale } from '@/i18n/locales';

/** Cache tag of every content response; the publish webhook revalidates it. */
export const contentCacheTag = 'content';
/** Seconds a cached response is served before it is fetched again in the background. */
export const contentRevalidateSeconds = 60;
const timeoutMs = 3000;
const maxBodyBytes = 2_000_000;

export function createBlogSource(config: ContentConfig, fetchImpl: typeof fetch = fetch) {
  const origin = new URL(config.apiUrl).origin;

  async function get(path: string): Promise<unknown> {
    try {
      const response = await fetchImpl(config.apiUrl + path, {
        headers: { Authorization: `Bearer ${config.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        next: { revalidate: contentRevalidateSeconds, tags: [contentCacheTag] },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`content service answered ${response.status} for ${path}`);
      }
      const body = await readCapped(response, maxBodyBytes);
      if (body === 'tooLarge') throw new Error(`content service sent more than ${maxBodyBytes} bytes for ${path}`);
      return JSON.parse(new TextDecoder().decode(body));
    } catch (error) {
      // Ignored for the visitor, as the specification says; the operator sees it in the server log.
      console.warn(`Blog content unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** A lookup by slug (`data.data[0]`): the entry, `null` when there is none, `undefined` when the service failed. */
  async function one<T>(path: string, convert: (body: unknown) => Paged<T> | undefined): Promise<T | null | undefined> {
    const page = convert(await get(path));
    return page && (page.items[0] ?? null);
  }

  /** Every entry of a collection, one page of 100 after another (Strapi's largest page); `undefined` when any page failed. */
  async function every<T>(fetchPage: (page: number) => Promise<Paged<T> | undefined>): Promise<T[] | undefined> {
    const first = await fetchPage(1);
    if (!first) return undefined;
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => fetchPage(index + 2)));
    if (rest.some((page) => !page)) return undefined;
    return [first, ...rest].flatMap((page) => page!.items);
  }

  return {
    post: (locale: Locale, slug: string) => one(bySlugPath('posts', locale, slug), (body) => normalize.posts(body, origin)),
    posts: async (locale: Locale, options?: PostListOptions) => normalize.posts(await get(postListPath(locale, options)), origin),
    category: (locale: Locale, slug: string) => one(bySlugPath('categories', locale, slug), normalize.categories),
    allPosts: (locale: Locale) => every(async (page) => normalize.posts(await get(postIndexPath(locale, page)), origin)),
    categories: (locale: Locale) => every(async (page) => normalize.categories(await get(allPath('categories', locale, page)))),
    author: (locale: Locale, slug: string) => one(bySlugPath('authors', locale, slug), normalize.authors),
    authors: (locale: Locale) => every(async (page) => normalize.authors(await get(allPath('authors', locale, page)))),
  };
}

export type BlogSource = ReturnType<typeof createBlogSource>;

/**
 * The embedded service answers in the same process: a request from the site to itself would queue behind the
 * very pages waiting for it, and under load time out into "blog unavailable".
 */
const embeddedFetch = async (input: string | URL | Request) => {
  const url = new URL(input instanceof Request ? input.url : input);
  const result = answer(sampleContent, url.pathname.split('/').pop() ?? '', url.searchParams);
  return Response.json(result.body, { status: result.status });
};

export const blogSource = createBlogSource(serverEnv.content, serverEnv.content.embedded ? embeddedFetch : fetch);
