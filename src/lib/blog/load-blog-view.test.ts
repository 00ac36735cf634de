/**
 * Every branch of loadBlogView, through the real client over a fake content service: the embedded service's
 * engine with a few entries, a service that is down and one that answers garbage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { answer, type ContentData, type StoredEntry } from './sample-service/engine';
import { ContentUnavailableError, createBlogSource } from './source';
import { latestPosts, loadBlogView, type BlogView } from './view';

afterEach(() => vi.restoreAllMocks());

const stamp = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const entry = (id: number, locale: Locale, attributes: StoredEntry['attributes'], more: Partial<StoredEntry> = {}): StoredEntry => ({
  id,
  locale,
  localizations: [],
  attributes: { createdAt: stamp(1), updatedAt: stamp(1), publishedAt: stamp(1), ...attributes },
  ...more,
});

/** Eight English posts on one topic by one author (two list pages of six), one of them translated into German. */
const data: ContentData = {
  categories: [
    entry(1, 'en', { slug: 'technology', category: 'Technology' }, { localizations: [2] }),
    entry(2, 'de', { slug: 'technik', category: 'Technik' }, { localizations: [1] }),
    entry(3, 'de', { slug: 'nur-deutsch', category: 'Nur deutsch' }),
  ],
  authors: [
    entry(5, 'en', { slug: 'jane-doe', name: 'Jane Doe' }, { localizations: [6] }),
    entry(6, 'de', { slug: 'jane-doe-de', name: 'Jane Doe' }, { localizations: [5] }),
  ],
  posts: [
    ...Array.from({ length: 8 }, (_, index) =>
      entry(
        11 + index,
        'en',
        { slug: `post-${index + 1}`, title: `Post ${index + 1}`, publishedAt: stamp(10 + index), content: 'Text.' },
        { category: 1, author: 5, localizations: index === 0 ? [21] : [] },
      ),
    ),
    entry(21, 'de', { slug: 'beitrag-1', title: 'Beitrag 1', content: 'Text.' }, { category: 2, author: 6, localizations: [11] }),
  ],
};

const config = { apiUrl: 'https://cms.example.com/api', token: 'key', embedded: false };
/** A client over the engine with `data`; every URL it asks for is added to `asked`; the requests `fails` names fail. */
const serviceWith = (data: ContentData, asked: URL[] = [], fails: (url: URL) => boolean = () => false) =>
  createBlogSource(config, async (input) => {
    const url = new URL(String(input));
    asked.push(url);
    if (fails(url)) throw new TypeError('fetch failed');
    const result = answer(data, url.pathname.split('/').pop() ?? '', url.searchParams);
    return Response.json(result.body, { status: result.status });
  });
const source = serviceWith(data);

const view = (key: '/blog' | '/blog/category' | '/blog/author', locale: Locale, slug?: string, page = 1) =>
  loadBlogView(source, { key, page, slug }, locale);
const slugs = (result: BlogView) => ('posts' in result ? (result.posts?.items ?? []).map((post) => post.slug) : []);

describe('loadBlogView', () => {
  it('lists the newest posts a page at a time, with the topics', async () => {
    const first = await view('/blog', 'en');
    expect(first.kind).toBe('list');
    expect(slugs(first)).toEqual(['post-8', 'post-7', 'post-6', 'post-5', 'post-4', 'post-3']);
    expect(first.kind === 'list' && first.posts?.pageCount).toBe(2);
    expect(first.kind === 'list' && first.categories?.map((category) => category.slug)).toEqual(['technology']);
    expect(slugs(await view('/blog', 'en', undefined, 2))).toEqual(['post-2', 'post-1']);
    expect(slugs(await view('/blog', 'en', undefined, 3))).toEqual([]);
  });

  it('tells a page past the last from the first page, without asking the service for it', async () => {
    const asked: URL[] = [];
    const counting = serviceWith(data, asked);
    for (const [key, slug] of [['/blog', undefined], ['/blog/category', 'technology'], ['/blog/author', 'jane-doe']] as const) {
      asked.length = 0;
      const result = await loadBlogView(counting, { key, page: 9999, slug }, 'en');
      expect('posts' in result && result.posts).toMatchObject({ items: [], page: 9999, pageCount: 2 });
      expect(asked.map((url) => url.searchParams.get('pagination[page]'))).not.toContain('9999');
    }
  });

  it('shows an article with up to three others on its topic', async () => {
    const article = await view('/blog', 'en', 'post-1');
    if (article.kind !== 'article') throw new Error(`expected an article, got ${article.kind}`);
    expect(article.post.title).toBe('Post 1');
    expect(article.related.map((post) => post.slug)).toEqual(['post-8', 'post-7', 'post-6']);
  });

  it("leads a slug of the other language to this language's own, or to the section's start without a translation", async () => {
    expect(await view('/blog', 'de', 'post-1')).toEqual({ kind: 'redirect', locale: 'de', key: '/blog', slug: 'beitrag-1' });
    expect(await view('/blog', 'de', 'post-2')).toEqual({ kind: 'redirect', locale: 'de', key: '/blog', slug: undefined });
    expect(await view('/blog/category', 'en', 'technik')).toEqual({ kind: 'redirect', locale: 'en', key: '/blog/category', slug: 'technology' });
    expect(await view('/blog/category', 'en', 'nur-deutsch')).toEqual({ kind: 'redirect', locale: 'en', key: '/blog/category', slug: undefined });
    expect(await view('/blog/author', 'de', 'jane-doe')).toEqual({ kind: 'redirect', locale: 'de', key: '/blog/author', slug: 'jane-doe-de' });
  });

  it('answers missing for a slug neither language knows', async () => {
    for (const key of ['/blog', '/blog/category', '/blog/author'] as const) expect(await view(key, 'en', 'no-such-entry')).toEqual({ kind: 'missing' });
  });

  it("shows a topic's and an author's posts a page at a time, and the directories", async () => {
    const topic = await view('/blog/category', 'de', 'technik');
    expect(topic.kind === 'category' && topic.category.name).toBe('Technik');
    expect(slugs(topic)).toEqual(['beitrag-1']);
    expect(slugs(await view('/blog/author', 'en', 'jane-doe', 2))).toEqual(['post-2', 'post-1']);
    const directory = await view('/blog/category', 'de');
    expect(directory.kind === 'directory' && directory.entries?.map((category) => category.slug)).toEqual(['nur-deutsch', 'technik']);
    const authors = await view('/blog/author', 'en');
    expect(authors.kind === 'directory' && authors.entries?.map((author) => author.name)).toEqual(['Jane Doe']);
  });

  it.each([
    ['down', async () => Promise.reject(new TypeError('fetch failed'))],
    ['answering garbage', async () => Response.json({ data: [{ attributes: { slug: 42 } }], meta: 'none' })],
  ])('draws no view from a service that is %s: loading fails, so that a cached page stays', async (_, fetchImpl) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = createBlogSource(config, fetchImpl);
    for (const key of ['/blog', '/blog/category', '/blog/author'] as const) {
      await expect(loadBlogView(failing, { key, page: 1, slug: 'post-1' }, 'en')).rejects.toThrow(ContentUnavailableError);
      await expect(loadBlogView(failing, { key, page: 1 }, 'en')).rejects.toThrow(ContentUnavailableError);
    }
  });

  it('draws no article whose related posts could not be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const relatedFail = serviceWith(data, [], (url) => url.searchParams.has('filters[category][slug][$eq]'));
    await expect(loadBlogView(relatedFail, { key: '/blog', page: 1, slug: 'post-1' }, 'en')).rejects.toThrow(ContentUnavailableError);
  });
});

describe('latestPosts', () => {
  it("gives the home page the newest posts of the language, from the blog's first page", async () => {
    const asked: URL[] = [];
    expect((await latestPosts('en', 3, serviceWith(data, asked)))?.map((post) => post.slug)).toEqual(['post-8', 'post-7', 'post-6']);
    // The very request of the blog's first page, so both share one cached response.
    const [firstPage] = asked;
    expect(asked).toHaveLength(1);
    expect(firstPage?.searchParams.get('pagination[page]')).toBe('1');
    expect(firstPage?.searchParams.get('pagination[pageSize]')).toBe('6');
    expect((await latestPosts('de', 3, source))?.map((post) => post.slug)).toEqual(['beitrag-1']);
  });

  it.each([
    ['down', async () => Promise.reject(new TypeError('fetch failed'))],
    ['answering garbage', async () => Response.json({ data: [{ attributes: { slug: 42 } }], meta: 'none' })],
    ['without articles', async () => Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 6, pageCount: 0, total: 0 } } })],
  ])('gives nothing while the service is %s and has never given articles', async (_, fetchImpl) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await latestPosts('en', 3, createBlogSource(config, fetchImpl))).toBeUndefined();
  });

  it('keeps the articles it last read while the service fails, so that home drawn again keeps them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = false;
    const flaky = serviceWith(data, [], () => down);
    const before = await latestPosts('en', 3, flaky);
    expect(before?.map((post) => post.slug)).toEqual(['post-8', 'post-7', 'post-6']);
    down = true;
    expect(await latestPosts('en', 3, flaky)).toEqual(before);
    expect(await latestPosts('de', 3, flaky)).toBeUndefined();
  });
});
