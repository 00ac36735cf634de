import { describe, expect, it } from 'vitest';
import author from './fixtures/author-en-jane-doe.json';
import category from './fixtures/category-en-technology.json';
import forbidden from './fixtures/noauth-post-en-hello-world.json';
import postDe from './fixtures/post-de-hallo-welt.json';
import post from './fixtures/post-en-hello-world.json';
import list from './fixtures/posts-en-list.json';
import { absoluteMediaUrl, normalize } from './normalize';

const origin = 'https://cms.example.com';
const clone = <T>(value: T): T => structuredClone(value);

describe('normalize.posts, one entry (captured Strapi v4 responses)', () => {
  it('reads data.data[0].attributes with its relations and translations', () => {
    expect(normalize.posts(post, origin)?.items[0]).toEqual({
      slug: 'hello-world',
      title: 'Hello World',
      description: 'Our first post.',
      content: expect.stringContaining('This is the **first** post.'),
      publishedAt: '2024-01-10T12:00:00.000Z',
      updatedAt: '2026-11-21T03:50:41.689Z',
      thumbnail: { url: 'https://cms.example.com/uploads/hello_world_fdc28ab8b9.png', alt: 'Hello world thumbnail', width: 800, height: 500 },
      category: { slug: 'technology', name: 'Technology' },
      author: { slug: 'jane-doe', name: 'Jane Doe', bio: 'Jane writes about technology.' },
      translations: [{ locale: 'de', slug: 'hallo-welt' }],
      mediaOrigin: 'https://cms.example.com',
    });
  });

  it('reads the German entry with its own slug', () => {
    expect(normalize.posts(postDe, origin)?.items[0]).toMatchObject({ slug: 'hallo-welt', translations: [{ locale: 'en', slug: 'hello-world' }] });
  });

  it('handles a single media field and a missing thumbnail', () => {
    const single = clone(post) as { data: { attributes: { thumbnail: { data: unknown } } }[] };
    single.data[0]!.attributes.thumbnail.data = (post.data[0]!.attributes.thumbnail.data as unknown[])[0];
    expect(normalize.posts(single, origin)?.items[0]?.thumbnail?.url).toBe('https://cms.example.com/uploads/hello_world_fdc28ab8b9.png');
    single.data[0]!.attributes.thumbnail.data = null;
    expect(normalize.posts(single, origin)?.items[0]?.thumbnail).toBeUndefined();
  });

  it('keeps absolute media URLs and falls back to the title as alt text', () => {
    const bucket = clone(post) as { data: { attributes: { thumbnail: { data: { attributes: { url: string; alternativeText: string | null } }[] } } }[] };
    const media = bucket.data[0]!.attributes.thumbnail.data[0]!.attributes;
    media.url = 'https://bucket.example.net/hello.png';
    media.alternativeText = null;
    expect(normalize.posts(bucket, origin)?.items[0]?.thumbnail).toMatchObject({ url: 'https://bucket.example.net/hello.png', alt: 'Hello World' });
  });

  it('gives nothing for an empty result, an error body or a malformed entry', () => {
    expect(normalize.posts({ data: [], meta: {} }, origin)?.items[0]).toBeUndefined();
    expect(normalize.posts(forbidden, origin)?.items[0]).toBeUndefined();
    expect(normalize.posts({ data: [{ attributes: { title: 42 } }] }, origin)?.items[0]).toBeUndefined();
    expect(normalize.posts('<html>', origin)?.items[0]).toBeUndefined();
    expect(normalize.posts(null, origin)?.items[0]).toBeUndefined();
  });
});

describe('normalize.posts', () => {
  it('reads a page of posts with its pagination', () => {
    const page = normalize.posts(list, origin);
    expect(page?.items.map((item) => item.slug)).toEqual(list.data.map((entry) => entry.attributes.slug));
    expect(page).toMatchObject({ page: 1, pageCount: list.meta.pagination.pageCount, total: list.meta.pagination.total });
  });

  it('drops malformed entries and keeps the rest', () => {
    const mixed = clone(list) as { data: unknown[] };
    mixed.data.push({ attributes: { slug: 'no-title' } });
    expect(normalize.posts(mixed, origin)?.items).toHaveLength(list.data.length);
  });
});

describe('normalize.categories and normalize.authors, one entry', () => {
  it('reads the category name from `category` and the author name from `name`', () => {
    expect(normalize.categories(category)?.items[0]).toEqual({ slug: 'technology', name: 'Technology', translations: [{ locale: 'de', slug: 'technik' }] });
    expect(normalize.authors(author)?.items[0]).toEqual({
      slug: 'jane-doe',
      name: 'Jane Doe',
      bio: 'Jane writes about technology.',
      translations: [{ locale: 'de', slug: 'jane-doe-de' }],
    });
  });
});

describe('absoluteMediaUrl', () => {
  it('prefixes relative upload URLs with the content host and refuses other schemes', () => {
    expect(absoluteMediaUrl('/uploads/a.png', 'http://localhost:1337')).toBe('http://localhost:1337/uploads/a.png');
    expect(absoluteMediaUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(absoluteMediaUrl('data:image/svg+xml,<svg/>', origin)).toBeUndefined();
  });
});
