/**
 * What a blog URL shows, decided once per request for both the metadata and the page: an article, a
 * list of posts, a directory of topics or authors, a redirect to the other language's slug, or a 404. A page is
 * drawn from complete answers only: when the content service fails, loading a view throws, and Next.js keeps
 * serving the page's last good version (or, for a page never drawn, answers with the blog's "cannot be loaded"
 * notice, uncached: `app/[locale]/blog-view/error.tsx`).
 */
import { cache } from 'react';
import { calculatorTopics } from '@/config/blog';
import { blogSections, isPageNumber } from '@/i18n/public-urls';
import type { BlogKey } from '@/i18n/routes';
import { otherLocales, type Locale } from '@/i18n/locales';
import { translationIn } from './links';
import type { Author, Category, Paged, Post, Translation } from './normalize';
import type { PostListOptions } from './query';
import { blogSource, ContentUnavailableError, type BlogSource } from './source';

export type BlogView =
  | { kind: 'article'; post: Post; related: Post[] }
  | { kind: 'list'; posts: Paged<Post>; categories: Category[] }
  | { kind: 'category'; category: Category; posts: Paged<Post>; categories: Category[] }
  | { kind: 'author'; author: Author; posts: Paged<Post> }
  | { kind: 'directory'; entries: (Category | Author)[] }
  | { kind: 'redirect'; locale: Locale; key: BlogKey; slug?: string }
  | { kind: 'missing' };

/** What a blog view asks for: the section, the page of a list (from 1), the entry's slug if it names one. */
export interface BlogRequest {
  key: BlogKey;
  page: number;
  slug?: string;
}

/** What the blog view's internal route (`[section]/[page]/[[...slug]]`) asks for; `undefined` for a 404. */
export function readBlogViewParams(params: { section: string; page: string; slug?: string[] }): BlogRequest | undefined {
  const key = (Object.keys(blogSections) as BlogKey[]).find((candidate) => blogSections[candidate] === params.section);
  const page = isPageNumber(params.page) ? Number(params.page) : undefined;
  if (!key || !page || (params.slug?.length ?? 0) > 1) return undefined;
  return { key, page, slug: params.slug?.[0] };
}

/**
 * A slug from another language (the language switcher keeps the query string): redirect to this
 * language's own slug, or to the section's start page when the entry has no translation.
 */
async function otherLanguage(
  key: BlogKey,
  locale: Locale,
  lookup: (locale: Locale) => Promise<{ translations: Translation[] } | null>,
): Promise<BlogView> {
  for (const other of otherLocales(locale)) {
    const entry = await lookup(other);
    if (entry) return { kind: 'redirect', locale, key, slug: translationIn(entry.translations, locale) };
  }
  return { kind: 'missing' };
}

/**
 * One page of a list of posts. A page past the last is told by the list's first page, which every visitor of the
 * list shares, without asking for the page itself: a made-up page number costs the content service nothing and
 * adds nothing to any cache.
 */
async function postsPage(source: BlogSource, locale: Locale, options: PostListOptions & { page: number }): Promise<Paged<Post>> {
  if (options.page > 1) {
    const first = await source.posts(locale, { ...options, page: 1 });
    if (options.page > Math.max(first.pageCount, 1)) return { ...first, items: [], page: options.page };
  }
  return source.posts(locale, options);
}

/** Up to three other published articles on an article's topic, newest first. */
export async function relatedPosts(source: BlogSource, post: Post, locale: Locale): Promise<Post[]> {
  const sameTopic = post.category && (await source.posts(locale, { category: post.category.slug, pageSize: 4 }));
  return (sameTopic?.items ?? []).filter((candidate) => candidate.slug !== post.slug).slice(0, 3);
}

/** The view of one blog request, from `source`; throws `ContentUnavailableError` when the service fails. */
export async function loadBlogView(source: BlogSource, { key, page, slug }: BlogRequest, locale: Locale): Promise<BlogView> {
  if (key === '/blog') {
    if (slug === undefined) {
      const [posts, categories] = await Promise.all([postsPage(source, locale, { page }), source.categories(locale)]);
      return { kind: 'list', posts, categories };
    }
    const post = await source.post(locale, slug);
    if (post === null) return otherLanguage(key, locale, (other) => source.post(other, slug));
    return { kind: 'article', post, related: await relatedPosts(source, post, locale) };
  }

  if (key === '/blog/category') {
    if (slug === undefined) return { kind: 'directory', entries: await source.categories(locale) };
    const category = await source.category(locale, slug);
    if (category === null) return otherLanguage(key, locale, (other) => source.category(other, slug));
    const [posts, categories] = await Promise.all([postsPage(source, locale, { category: slug, page }), source.categories(locale)]);
    return { kind: 'category', category, posts, categories };
  }

  if (slug === undefined) return { kind: 'directory', entries: await source.authors(locale) };
  const author = await source.author(locale, slug);
  if (author === null) return otherLanguage(key, locale, (other) => source.author(other, slug));
  return { kind: 'author', author, posts: await postsPage(source, locale, { author: slug, page }) };
}

/** What a blog page shows, from the configured content service, loaded once per request (metadata and page share it). */
export const getBlogView = cache((key: BlogKey, locale: Locale, slug: string | undefined, page: number) =>
  loadBlogView(blogSource, { key, page, slug }, locale),
);

/** The newest articles each source last gave, per language. */
const lastLatest = new WeakMap<BlogSource, Map<Locale, Post[]>>();

/**
 * The newest articles, for the home page: the first page of the blog's list (the very request, and cached response,
 * of the blog's first page), cut to `count`. While the content service fails, the ones this server last read, so that
 * regenerating home in an outage never replaces its articles with none; `undefined` when it has never read any.
 */
export async function latestPosts(locale: Locale, count: number, source: BlogSource = blogSource): Promise<Post[] | undefined> {
  const remembered = lastLatest.get(source) ?? new Map<Locale, Post[]>();
  lastLatest.set(source, remembered);
  try {
    remembered.set(locale, (await source.posts(locale)).items.slice(0, count));
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
  }
  const posts = remembered.get(locale);
  return posts?.length ? posts : undefined;
}

/** Whether an article ends with the call-out to the MVP cost calculator: its topic is one on MVP cost (src/config/blog.ts). */
export function endsWithCalculatorCallout(post: Pick<Post, 'category'>): boolean {
  return post.category !== undefined && calculatorTopics.includes(post.category.slug);
}

/** Reading time at 220 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 220));
}
