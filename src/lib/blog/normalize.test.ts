import { describe, expect, it } from 'vitest';
import author from './fixtures/author-en-jane-doe.json';
import category from './fixtures/category-en-technology.json';
import forbidden from './fixtures/noauth-post-en-hello-world.json';
import postDe from './fixtures/post-de-hallo-welt.json';
import post from './fixtures/post-en-hello-world.json';
import list from './fixtures/posts-en-list.json';
import postsV5 from './fixtures/strapi-5/posts-en.json';
import { absoluteMediaUrl, normalize } from './normalize';

const origin = 'https://cms.example.com';
const clone = <T>(value: T): T => structuredClone(value);

describe('normalize.posts, one entry (captured Strapi v4 responses)', () => {
  it('reads data.data[0].attributes with its relations and translations', () => {
    expect(normalize.posts(post, origin).page?.items[0]).toEqual({
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
    expect(normalize.posts(postDe, origin).page?.items[0]).toMatchObject({ slug: 'hallo-welt', translations: [{ locale: 'en', slug: 'hello-world' }] });
  });

  it('handles a single media field and a missing thumbnail', () => {
    const single = clone(post) as { data: { attributes: { thumbnail: { data: unknown } } }[] };
    single.data[0]!.attributes.thumbnail.data = (post.data[0]!.attributes.thumbnail.data as unknown[])[0];
    expect(normalize.posts(single, origin).page?.items[0]?.thumbnail?.url).toBe('https://cms.example.com/uploads/hello_world_fdc28ab8b9.png');
    single.data[0]!.attributes.thumbnail.data = null;
    expect(normalize.posts(single, origin).page?.items[0]?.thumbnail).toBeUndefined();
  });

  it('keeps absolute media URLs and falls back to the title as alt text', () => {
    const bucket = clone(post) as { data: { attributes: { thumbnail: { data: { attributes: { url: string; alternativeText: string | null } }[] } } }[] };
    const media = bucket.data[0]!.attributes.thumbnail.data[0]!.attributes;
    media.url = 'https://bucket.example.net/hello.png';
    media.alternativeText = null;
    expect(normalize.posts(bucket, origin).page?.items[0]?.thumbnail).toMatchObject({ url: 'https://bucket.example.net/hello.png', alt: 'Hello World' });
  });

  it('gives nothing for an empty result, an error body or a malformed entry', () => {
    expect(normalize.posts({ data: [], meta: {} }, origin).page?.items[0]).toBeUndefined();
    expect(normalize.posts(forbidden, origin).page?.items[0]).toBeUndefined();
    expect(normalize.posts({ data: [{ attributes: { title: 42 } }] }, origin).page?.items[0]).toBeUndefined();
    expect(normalize.posts('<html>', origin).page?.items[0]).toBeUndefined();
    expect(normalize.posts(null, origin).page?.items[0]).toBeUndefined();
  });
});

describe('normalize.posts', () => {
  it('reads a page of posts with its pagination', () => {
    const page = normalize.posts(list, origin).page;
    expect(page?.items.map((item) => item.slug)).toEqual(list.data.map((entry) => entry.attributes.slug));
    expect(page).toMatchObject({ page: 1, pageCount: list.meta.pagination.pageCount, total: list.meta.pagination.total });
  });

  it('drops malformed entries and keeps the rest', () => {
    const mixed = clone(list) as { data: unknown[] };
    mixed.data.push({ attributes: { slug: 'no-title' } });
    expect(normalize.posts(mixed, origin).page?.items).toHaveLength(list.data.length);
  });
});

describe('normalize.categories and normalize.authors, one entry', () => {
  it('reads the category name from `category` and the author name from `name`', () => {
    expect(normalize.categories(category).page?.items[0]).toEqual({ slug: 'technology', name: 'Technology', translations: [{ locale: 'de', slug: 'technik' }] });
    expect(normalize.authors(author).page?.items[0]).toEqual({
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

/** What the site shows of an answer, without what differs between two captures (ids, dates, upload names). */
function shown(reading: { page?: { items: object[]; total: number } }) {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => !['publishedAt', 'updatedAt', 'mediaOrigin'].includes(key))
              .map(([key, field]) => [key, key === 'url' ? String(field).replace(/_[0-9a-f]{10}\./, '.') : stable(field)]),
          )
        : value;
  return { items: stable(reading.page?.items), total: reading.page?.total };
}

describe('answers captured from a real Strapi v4 and a real Strapi 5 (npm run test:cms)', () => {
  const captured = import.meta.glob<{ default: unknown }>('./fixtures/strapi-*/*.json', { eager: true });
  const names = Object.keys(captured)
    .filter((file) => file.includes('/strapi-4/'))
    .map((file) => file.split('/').pop()!.replace('.json', ''));
  const read = (name: string, body: unknown) =>
    name.startsWith('categor') ? normalize.categories(body) : name.startsWith('author') ? normalize.authors(body) : normalize.posts(body, origin);

  it.each(names.filter((name) => name !== 'draft-en'))('%s: both formats give the site the same entries', (name) => {
    const v4 = read(name, captured[`./fixtures/strapi-4/${name}.json`]!.default);
    const v5 = read(name, captured[`./fixtures/strapi-5/${name}.json`]!.default);
    expect(v4).toMatchObject({ dropped: 0, problem: undefined });
    expect(v5).toMatchObject({ dropped: 0, problem: undefined });
    expect(shown(v5)).toEqual(shown(v4));
    if (name !== 'posts-empty') expect([v4.format, v5.format]).toEqual(['Strapi v4', 'Strapi 5']);
  });

  it('reads a Strapi 5 draft, which has no publication date, dated when last saved, and never as a published post', () => {
    const body = captured['./fixtures/strapi-5/draft-en.json']!.default as { data: Record<string, unknown>[] };
    expect(body.data[0]!.publishedAt).toBeNull();
    expect(normalize.drafts(body, origin).page?.items[0]).toMatchObject({ slug: 'draft-only', publishedAt: body.data[0]!.updatedAt });
    expect(normalize.posts(body, origin)).toMatchObject({ page: { items: [] }, dropped: 1, problem: 'publishedAt: Invalid input: expected string, received null' });
  });

  it('shows a draft saved without its title under its slug, for the preview', () => {
    const untitled = structuredClone(captured['./fixtures/strapi-5/draft-en.json']!.default) as { data: Record<string, unknown>[] };
    untitled.data[0]!.title = null;
    expect(normalize.drafts(untitled, origin).page?.items[0]).toMatchObject({ slug: 'draft-only', title: 'draft-only' });
  });
});

describe('what the site says of an answer it cannot read', () => {
  it('names the shape of an answer in neither format, and never its content', () => {
    expect(normalize.posts({ results: [{ title: 'Secret' }] }, origin)).toEqual({
      problem: 'it is not a list of entries ({ data: [ … ] }) but an object with results',
      dropped: 0,
    });
    const reading = normalize.posts({ data: [{ id: 1, fields: { title: 'Secret' } }] }, origin);
    expect(reading.page).toBeUndefined();
    expect(reading.problem).toBe("its entries are neither Strapi v4's ({ id, attributes }) nor Strapi 5's ({ id, documentId, … }); the first is an object with id, fields");
  });

  it('takes a Strapi 5 entry with a field named `attributes` for what it is, and tells the format entry by entry', () => {
    const body = structuredClone(postsV5) as { data: Record<string, unknown>[] };
    body.data[0]!.attributes = { colour: 'blue' };
    const mixed = { data: [...body.data, ...(clone(list) as { data: unknown[] }).data.slice(0, 1)] };
    const reading = normalize.posts(mixed, origin);
    expect(reading).toMatchObject({ dropped: 0, format: 'Strapi 5' });
    expect(reading.page?.items.map((post) => post.slug)).toEqual(['second-post', 'hello-world', list.data[0]!.attributes.slug]);
  });

  it('counts the entries left out for a missing or mistyped field, naming the first field', () => {
    const renamed = { data: [{ id: 1, documentId: 'a', headline: 'Secret', slug: 'a', publishedAt: '2026-01-01', updatedAt: '2026-01-01' }] };
    expect(normalize.posts(renamed, origin)).toMatchObject({ page: { items: [] }, dropped: 1, format: 'Strapi 5', problem: 'title: Invalid input: expected string, received undefined' });
    const mistyped = clone(list) as { data: { attributes: Record<string, unknown> }[] };
    mistyped.data[1]!.attributes.title = 42;
    const reading = normalize.posts(mistyped, origin);
    expect(reading).toMatchObject({ dropped: 1, format: 'Strapi v4', problem: 'title: Invalid input: expected string, received number' });
    expect(JSON.stringify(reading.problem)).not.toContain('42');
  });
});
