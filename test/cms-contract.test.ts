import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { ContentUnavailableError, createBlogSource } from '@/lib/blog/source';
import { previewSite, type CmsServer } from './strapi/servers';
import { revisedTitle } from './strapi/seed';

/**
 * The site's content client (src/lib/blog/source.ts) against real servers of both Strapi majors holding the content of
 * test/strapi/seed.ts: every lookup the site makes, drafts for the preview, refusals, and what it says in its log.
 */
const servers = inject('cmsServers');
const capture = process.env.CAPTURE_FIXTURES === '1';
const fixtures = path.resolve(import.meta.dirname, '../src/lib/blog/fixtures');

/** A client of one server; with CAPTURE_FIXTURES=1, each answer is written to the fixtures under the name given. */
function clientOf(server: CmsServer, options: { headers?: Record<string, string>; token?: string } = {}) {
  let name: string | undefined;
  const fetchImpl: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
    const response = await fetch(input, { ...init, headers });
    if (!capture || !name || !response.ok) return response;
    const body = await response.json();
    mkdirSync(path.join(fixtures, `strapi-${server.major}`), { recursive: true });
    writeFileSync(path.join(fixtures, `strapi-${server.major}`, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
    return Response.json(body);
  };
  const client = createBlogSource({ apiUrl: server.apiUrl, token: options.token ?? server.token, embedded: false }, fetchImpl, 10_000);
  /** Names the next answer for the fixtures. */
  const named = <T>(fixture: string, lookup: () => Promise<T>) => {
    name = fixture;
    return lookup().finally(() => (name = undefined));
  };
  return { client, named };
}

const info = vi.spyOn(console, 'info');
afterAll(() => info.mockRestore());

describe.each(servers)('the content client against Strapi $major', (server) => {
  const { client, named } = clientOf(server);
  const origin = new URL(server.apiUrl).origin;

  it('reads an article with its picture, topic, author and translation, and says which format it found', async () => {
    const post = await named('post-en', () => client.post('en', 'hello-world'));
    expect(post).toMatchObject({
      slug: 'hello-world',
      title: 'Hello World',
      description: 'Our first post.',
      content: expect.stringContaining('This is the **first** post.'),
      thumbnail: { url: expect.stringMatching(new RegExp(`^${origin}/uploads/`)), alt: 'A blue rectangle', width: 800, height: 500 },
      category: { slug: 'technology', name: 'Technology' },
      author: { slug: 'jane-doe', name: 'Jane Doe', bio: 'Jane writes about technology.' },
      translations: [{ locale: 'de', slug: 'hallo-welt' }],
      mediaOrigin: origin,
    });
    expect(Date.parse(post!.publishedAt)).not.toBeNaN();
    const format = server.major === 4 ? 'Strapi v4' : 'Strapi 5';
    expect(info).toHaveBeenCalledWith(`Blog content: the content service at ${origin} answers in ${format}'s format`);
  });

  it('reads the German article under its own slug', async () => {
    expect(await named('post-de', () => client.post('de', 'hallo-welt'))).toMatchObject({
      title: 'Hallo Welt',
      category: { slug: 'technik', name: 'Technik' },
      author: { slug: 'jane-doe-de' },
      translations: [{ locale: 'en', slug: 'hello-world' }],
    });
  });

  it('lists published articles newest first, by topic and by author, without drafts', async () => {
    const page = await named('posts-en', () => client.posts('en'));
    expect(page.items.map((post) => post.slug)).toEqual(['second-post', 'hello-world']);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.items[0]).toMatchObject({ title: 'Second Post', thumbnail: undefined, category: { slug: 'design' }, author: { slug: 'jane-doe' } });
    expect((await client.posts('en', { category: 'technology' })).items.map((post) => post.slug)).toEqual(['hello-world']);
    expect((await client.posts('en', { author: 'jane-doe', pageSize: 1, page: 2 })).items.map((post) => post.slug)).toEqual(['hello-world']);
    expect((await named('posts-empty', () => client.posts('de', { category: 'design' }))).items).toEqual([]);
  });

  it('reads every article, topic and author of a language with their translations', async () => {
    expect(await named('post-index-en', () => client.allPosts('en'))).toEqual([
      expect.objectContaining({ slug: 'second-post', translations: [] }),
      expect.objectContaining({ slug: 'hello-world', translations: [{ locale: 'de', slug: 'hallo-welt' }] }),
    ]);
    expect(await named('categories-en', () => client.categories('en'))).toEqual([
      { slug: 'design', name: 'Design', translations: [] },
      { slug: 'technology', name: 'Technology', translations: [{ locale: 'de', slug: 'technik' }] },
    ]);
    expect(await named('authors-de', () => client.authors('de'))).toEqual([
      { slug: 'jane-doe-de', name: 'Jane Doe', bio: 'Jane schreibt über Technik.', translations: [{ locale: 'en', slug: 'jane-doe' }] },
    ]);
    expect(await named('category-en', () => client.category('en', 'technology'))).toMatchObject({ name: 'Technology' });
    expect(await named('author-en', () => client.author('en', 'jane-doe'))).toMatchObject({ name: 'Jane Doe' });
  });

  it('finds no published entry for a draft or an unknown slug', async () => {
    expect(await client.post('en', 'draft-only')).toBeNull();
    expect(await client.post('en', 'no-such-post')).toBeNull();
    expect(await client.category('de', 'technology')).toBeNull();
  });

  it('reads a draft for the preview, and a published article as last saved', async () => {
    const fresh = clientOf(server);
    expect(await fresh.named('draft-en', () => fresh.client.draft('en', 'draft-only'))).toMatchObject({
      title: 'Draft Only',
      category: { slug: 'technology' },
      publishedAt: expect.any(String),
    });
    // Strapi 5 keeps a published article's changes apart until they are published; v4 has one version of each entry.
    expect(await fresh.client.draft('en', 'hello-world')).toMatchObject({ title: server.major === 5 ? revisedTitle : 'Hello World' });
    expect(await client.post('en', 'hello-world')).toMatchObject({ title: 'Hello World' });
    expect(await fresh.client.draft('en', 'no-such-post')).toBeNull();
  });

  it('is refused with a wrong token, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client: refused } = clientOf(server, { token: 'not-the-token' });
    await expect(refused.post('en', 'hello-world')).rejects.toThrow(ContentUnavailableError);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Blog content unavailable: content service answered 401 for \/posts\?/));
    warn.mockRestore();
  });
});

describe.each(servers.filter((server) => server.major === 5))('Strapi $major alone', (server) => {
  const origin = new URL(server.apiUrl).origin;

  it('reads Strapi 5 in v4 format too (its Strapi-Response-Format: v4 header)', async () => {
    const { client: compatible } = clientOf(server, { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(await compatible.post('de', 'hallo-welt')).toMatchObject({ title: 'Hallo Welt', translations: [{ locale: 'en', slug: 'hello-world' }] });
    expect((await compatible.posts('en')).items.map((post) => post.slug)).toEqual(['second-post', 'hello-world']);
  });

  it("gives Strapi 5's preview button the site's preview link, and lets its admin frame the site", async () => {
    const login = await fetch(`${origin}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(server.editor) });
    expect(login.status).toBe(200);
    const { data: session } = (await login.json()) as { data: { token?: string; accessToken?: string } };
    const editor = { Authorization: `Bearer ${session.accessToken ?? session.token}` };
    const previewUrl = async (slug: string, locale: string, status = 'draft') => {
      const lookup = new URLSearchParams({ locale, 'filters[slug][$eq]': slug, 'fields[0]': 'slug', status: 'draft' });
      const found = (await (await fetch(`${server.apiUrl}/posts?${lookup}`, { headers: { Authorization: `Bearer ${server.token}` } })).json()) as { data: { documentId: string }[] };
      const query = new URLSearchParams({ documentId: found.data[0]!.documentId, locale, status });
      const answer = await fetch(`${origin}/content-manager/preview/url/api::post.post?${query}`, { headers: editor });
      // 204, no body: the handler gave no address.
      return answer.status === 204 ? undefined : ((await answer.json()) as { data: { url?: string } }).data.url;
    };
    const link = (locale: string, slug: string) => `${previewSite.url}/api/preview?${new URLSearchParams({ secret: previewSite.secret, locale, slug })}`;
    expect(await previewUrl('hallo-welt', 'de')).toBe(link('de', 'hallo-welt'));
    expect(await previewUrl('draft-only', 'en')).toBe(link('en', 'draft-only'));
    // The published version has no preview: it is on the site.
    expect(await previewUrl('hello-world', 'en', 'published')).toBeUndefined();
    const policy = (await fetch(`${origin}/_health`)).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${previewSite.url.replaceAll('.', '\\.')}`));
  });
});
