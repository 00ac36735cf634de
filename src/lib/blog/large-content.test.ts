/**
 * A content service with far more than one Strapi page (100 entries) of posts, topics and authors, the posts of
 * realistic length (20 KB of text each): the sitemap, the blog list's pages, the topic and author directories and the
 * known slugs reach every entry, and no answer comes near the client's size limit, since lists name their fields.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, checkToken, type ContentData, type StoredEntry } from '@/lib/blog/sample-service/engine';

const counts = { posts: 300, categories: 120, authors: 105 };
const articleBytes = 20_000;
/** The largest answer the service sent; the client refuses any above 2 MB. */
let largestAnswer = 0;
const token = 'large-content-key';

/** Entries in both languages, each English one paired with its German translation. */
function entries(count: number, attributes: (index: number, locale: string) => Record<string, unknown>, relations?: (index: number) => Partial<StoredEntry>) {
  return Array.from({ length: count }, (_, index) =>
    (['en', 'de'] as const).map((locale, side): StoredEntry => {
      const id = index * 2 + side + 1;
      const stamp = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString();
      const slug = `${locale}-${String(index).padStart(3, '0')}`;
      return {
        id,
        locale,
        localizations: [side === 0 ? id + 1 : id - 1],
        attributes: { slug, createdAt: stamp, updatedAt: stamp, publishedAt: stamp, ...attributes(index, locale) },
        ...relations?.(index),
      };
    }),
  ).flat();
}

const data: ContentData = {
  categories: entries(counts.categories, (index, locale) => ({ category: `Topic ${index} ${locale}` })),
  authors: entries(counts.authors, (index, locale) => ({ name: `Author ${index} ${locale}` })),
  posts: entries(
    counts.posts,
    (index, locale) => ({ title: `Post ${index} ${locale}`, descriptions_SEO: `About ${index}`, content: `Text of post ${index}. `.padEnd(articleBytes, 'Lorem ipsum. ') }),
    (index) => ({ category: (index % counts.categories) * 2 + 1, author: (index % counts.authors) * 2 + 1 }),
  ),
};

let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const result = checkToken(request.headers.authorization ?? null, token) ?? answer(data, url.pathname.split('/').pop() ?? '', url.searchParams);
    const body = JSON.stringify(result.body);
    largestAnswer = Math.max(largestAnswer, Buffer.byteLength(body));
    response.writeHead(result.status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.resetModules();
  vi.stubEnv('CONTENT_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  vi.stubEnv('CONTENT_API_TOKEN', token);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const slugsOf = (locale: string, count: number) => Array.from({ length: count }, (_, index) => `${locale}-${String(index).padStart(3, '0')}`);

describe('a content service with more than 100 entries per collection', { timeout: 60_000 }, () => {
  it('lists every post, topic and author in the sitemap, in both languages', async () => {
    const { blogSitemapEntries } = await import('./sitemap');
    const urls = (await blogSitemapEntries()).map((entry) => entry.url);
    for (const [locale, prefix] of [['en', ''], ['de', '/de']] as const) {
      const inSitemap = (path: string, param: string) =>
        urls.flatMap((url) => {
          const { pathname, searchParams } = new URL(url);
          return pathname === `${prefix}${path}` && searchParams.has(param) ? [searchParams.get(param)] : [];
        });
      expect(inSitemap('/blog', 'singleBlogPage').sort()).toEqual(slugsOf(locale, counts.posts));
      const topics = locale === 'en' ? '/blog/category' : '/blog/kategorie';
      expect(inSitemap(topics, 'category').sort()).toEqual(slugsOf(locale, counts.categories));
      const authors = locale === 'en' ? '/blog/author' : '/blog/autor';
      expect(inSitemap(authors, 'author').sort()).toEqual(slugsOf(locale, counts.authors));
    }
  });

  it('reaches every post through the pages of the blog list, and every topic and author in the directories', async () => {
    const { getBlogView } = await import('./view');
    const first = await getBlogView('/blog', 'de', undefined, 1);
    if (first.kind !== 'list' || !first.posts) throw new Error('the list did not load');
    const listed: string[] = [];
    for (let page = 1; page <= first.posts.pageCount; page++) {
      const view = await getBlogView('/blog', 'de', undefined, page);
      listed.push(...(view.kind === 'list' ? (view.posts?.items ?? []) : []).map((post) => post.slug));
    }
    expect(listed.sort()).toEqual(slugsOf('de', counts.posts));
    expect(first.categories).toHaveLength(counts.categories);

    const topics = await getBlogView('/blog/category', 'en', undefined, 1);
    const authors = await getBlogView('/blog/author', 'en', undefined, 1);
    expect(topics.kind === 'directory' && topics.entries?.length).toBe(counts.categories);
    expect(authors.kind === 'directory' && authors.entries?.length).toBe(counts.authors);
  });

  it('knows the slug of the last post, topic and author, and no other', async () => {
    const { isKnownSlug } = await import('./known-slugs');
    // The first question starts reading the lists; a request waits for them only briefly.
    await vi.waitFor(async () => expect(await isKnownSlug('posts', `en-${counts.posts}`)).toBe(false), { timeout: 20_000 });
    expect(await isKnownSlug('posts', `de-${counts.posts - 1}`)).toBe(true);
    expect(await isKnownSlug('category', `en-${counts.categories - 1}`)).toBe(true);
    expect(await isKnownSlug('author', `de-${counts.authors - 1}`)).toBe(true);
    expect(await isKnownSlug('posts', `en-${counts.posts}`)).toBe(false);
    expect(await isKnownSlug('author', 'en-000-unknown')).toBe(false);
  });

  it('was never sent an answer near the size limit: lists ask only for the fields they show', () => {
    console.info(`largest answer: ${largestAnswer} bytes`);
    expect(largestAnswer).toBeGreaterThan(0);
    expect(largestAnswer).toBeLessThan(100_000);
  });
});
