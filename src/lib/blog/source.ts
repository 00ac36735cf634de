/**
 * The blog's content service client (Strapi REST, v4 or 5: normalize.ts reads both): the only module that talks to it.
 * Every lookup throws `ContentUnavailableError` when the service is down, slow, refuses, or sends something
 * unexpected: a page being regenerated then fails, and Next.js keeps serving its last good version. A lookup by slug
 * answers `null` when the service answered and has no such entry (the page is a 404).
 */
import 'server-only';
import { serverEnv, type ContentConfig } from '@/lib/server/env';
import { readCapped } from '@/lib/server/http/read-capped';
import { answer } from './sample-service/engine';
import { sampleContent } from './sample-service/content';
import { normalize, type ContentFormat, type Paged, type Post, type Reading } from './normalize';
import { allPath, bySlugPath, draftPath, postIndexPath, postListPath, type PostListOptions } from './query';
import type { Locale } from '@/i18n/locales';
import { contentCacheTag } from '@/lib/server/cache/content-tag.mjs';

/** Cache tag of every content response; the publish webhook revalidates it. */
export { contentCacheTag };
/** How long a lookup may take, from the request to the last byte. */
const defaultTimeoutMs = 3000;
const maxBodyBytes = 2_000_000;

/** The content service could not give what was asked for; the message says why (never any content). */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}

export function createBlogSource(config: ContentConfig, fetchImpl: typeof fetch = fetch, timeoutMs = defaultTimeoutMs) {
  const origin = new URL(config.apiUrl).origin;
  /** The format the service last answered in: said in the log when first seen, and whenever it changes. */
  let format: ContentFormat | undefined;

  /**
   * One answer, read. `fresh`: asked anew each time and kept nowhere (a draft); otherwise served from Next.js's cache as
   * long as the pages drawn from it, then fetched again in the background.
   */
  async function get<T>(path: string, read: (body: unknown) => Reading<T>, { fresh = false } = {}): Promise<Paged<T>> {
    try {
      const response = await fetchImpl(config.apiUrl + path, {
        headers: { Authorization: `Bearer ${config.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        ...(fresh ? { cache: 'no-store' } : { next: { revalidate: serverEnv.regenerateSeconds, tags: [contentCacheTag] } }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`content service answered ${response.status} for ${path}`);
      }
      const body = await readCapped(response, maxBodyBytes);
      if (body === 'tooLarge') throw new Error(`content service sent more than ${maxBodyBytes} bytes for ${path}`);
      const reading = read(JSON.parse(new TextDecoder().decode(body)));
      if (!reading.page) throw new Error(`content service answered ${path} in a shape the site does not read: ${reading.problem}`);
      if (reading.format && reading.format !== format) {
        format = reading.format;
        console.info(`Blog content: the content service at ${origin} answers in ${format}'s format`);
      }
      if (reading.dropped > 0) {
        console.warn(`Blog content: left out ${reading.dropped} of the entries the content service sent for ${path}, which lack what the site reads (${reading.problem})`);
      }
      return reading.page;
    } catch (error) {
      // The visitor sees the last good page; the operator sees why in the server log.
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Blog content unavailable: ${reason}`);
      throw new ContentUnavailableError(reason, { cause: error });
    }
  }

  /** A lookup by slug (`data.data[0]`): the entry, or `null` when there is none. */
  async function one<T>(path: string, read: (body: unknown) => Reading<T>, options?: { fresh?: boolean }): Promise<T | null> {
    return (await get(path, read, options)).items[0] ?? null;
  }

  /** Every entry of a collection, one page of 100 after another (Strapi's largest page). */
  async function every<T>(fetchPage: (page: number) => Promise<Paged<T>>): Promise<T[]> {
    const first = await fetchPage(1);
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => fetchPage(index + 2)));
    return [first, ...rest].flatMap((page) => page.items);
  }

  const posts = (body: unknown) => normalize.posts(body, origin);
  const drafts = (body: unknown) => normalize.drafts(body, origin);
  const postList = (locale: Locale, options?: PostListOptions) => get(postListPath(locale, options), posts);

  /**
   * A post as its editors last saved it, published or not, never kept: for the preview. The two majors ask for drafts
   * in their own terms and ignore the other's, so the service's format is learnt first, from the blog's first page; a
   * service with no published post yet is asked in both.
   */
  async function draft(locale: Locale, slug: string): Promise<Post | null> {
    if (!format) await postList(locale);
    const formats: ContentFormat[] = format ? [format] : ['Strapi 5', 'Strapi v4'];
    for (const asked of formats) {
      const found = await one(draftPath(locale, slug, asked), drafts, { fresh: true });
      if (found) return found;
    }
    return null;
  }

  return {
    post: (locale: Locale, slug: string) => one(bySlugPath('posts', locale, slug), posts),
    posts: postList,
    draft,
    category: (locale: Locale, slug: string) => one(bySlugPath('categories', locale, slug), normalize.categories),
    allPosts: (locale: Locale) => every((page) => get(postIndexPath(locale, page), posts)),
    categories: (locale: Locale) => every((page) => get(allPath('categories', locale, page), normalize.categories)),
    author: (locale: Locale, slug: string) => one(bySlugPath('authors', locale, slug), normalize.authors),
    authors: (locale: Locale) => every((page) => get(allPath('authors', locale, page), normalize.authors)),
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
