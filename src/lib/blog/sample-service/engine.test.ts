import { describe, expect, it } from 'vitest';
import { normalize } from '@/lib/blog/normalize';
import { allPath, bySlugPath, draftPath, postIndexPath, postListPath } from '@/lib/blog/query';
import { answer, checkToken } from './engine';
import { sampleContent } from './content';

const origin = 'http://localhost:3000';
/** Asks the engine what the content client would ask a real server. */
function get(path: string) {
  const [collection, query] = path.slice(1).split('?');
  return answer(sampleContent, collection!, new URLSearchParams(query));
}

describe('embedded content service', () => {
  it('answers a lookup by slug in the captured Strapi v4 shape', () => {
    const { status, body } = get(bySlugPath('posts', 'de', 'mvp-richtig-zuschneiden'));
    expect(status).toBe(200);
    const post = normalize.posts(body, origin).page?.items[0];
    expect(post).toMatchObject({
      slug: 'mvp-richtig-zuschneiden',
      category: { slug: 'mvp-entwicklung', name: 'MVP-Entwicklung' },
      author: { slug: 'lena-hartmann-de', name: 'Lena Hartmann' },
      thumbnail: { url: 'http://localhost:3000/uploads/blog/how-to-scope-an-mvp.svg' },
      translations: [{ locale: 'en', slug: 'how-to-scope-an-mvp' }],
    });
    expect(post!.content.length).toBeGreaterThan(3000);
  });

  it('answers a draft only when asked for every state, as Strapi v4 does', () => {
    expect(normalize.posts(get(bySlugPath('posts', 'en', 'design-system-after-launch')).body, origin).page?.items).toEqual([]);
    expect(normalize.drafts(get(draftPath('de', 'designsystem-nach-dem-start', 'Strapi v4')).body, origin).page?.items[0]).toMatchObject({
      title: 'Wie ein Designsystem nach dem Start lebendig bleibt',
      publishedAt: '2026-11-27T16:30:00.000Z',
      translations: [{ locale: 'en', slug: 'design-system-after-launch' }],
    });
    expect(normalize.posts(get(postIndexPath('en')).body, origin).page?.items.map((post) => post.slug)).not.toContain('design-system-after-launch');
  });

  it('keeps languages apart: an English slug is not found in German', () => {
    expect(normalize.posts(get(bySlugPath('posts', 'de', 'how-to-scope-an-mvp')).body, origin).page?.items[0]).toBeUndefined();
  });

  it('lists the newest posts first with pagination', () => {
    const first = normalize.posts(get(postListPath('en', { pageSize: 3 })).body, origin).page!;
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 8 });
    const dates = first.items.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const third = normalize.posts(get(postListPath('en', { page: 3, pageSize: 3 })).body, origin).page!;
    expect(third.items).toHaveLength(2);
  });

  it('answers a list with the fields it names, like Strapi: cards without the article bodies', () => {
    const { body } = get(postListPath('en', { pageSize: 100 }));
    const [first] = (body as { data: { attributes: Record<string, unknown> }[] }).data;
    expect(Object.keys(first!.attributes).sort()).toEqual(['author', 'category', 'descriptions_SEO', 'publishedAt', 'slug', 'thumbnail', 'title', 'updatedAt']);
    expect(JSON.stringify(body).length).toBeLessThan(8 * 1000);
    expect(normalize.posts(body, origin).page?.items[0]).toMatchObject({
      content: '',
      category: { slug: expect.any(String), name: expect.any(String) },
      author: { slug: expect.any(String), name: expect.any(String) },
      thumbnail: { url: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\//), width: expect.any(Number) },
    });
    const index = normalize.posts(get(postIndexPath('de')).body, origin).page!.items;
    expect(index).toHaveLength(8);
    expect(index.every((post) => post.translations.length === 1 && post.category === undefined)).toBe(true);
  });

  it('filters posts by category and by author', () => {
    const commerce = normalize.posts(get(postListPath('en', { category: 'e-commerce' })).body, origin).page!;
    expect(commerce.items.map((post) => post.category?.slug)).toEqual(['e-commerce', 'e-commerce']);
    const daniel = normalize.posts(get(postListPath('de', { author: 'daniel-okafor-de' })).body, origin).page!;
    expect(daniel.total).toBe(2);
    expect(daniel.items.every((post) => post.author?.name === 'Daniel Okafor')).toBe(true);
  });

  it('has 8 posts per language, 4 categories and 3 authors, each linked to its translation', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(normalize.posts(get(postListPath(locale, { pageSize: 100 })).body, origin).page?.total).toBe(8);
      expect(normalize.categories(get(allPath('categories', locale)).body).page?.items).toHaveLength(4);
      const authors = normalize.authors(get(allPath('authors', locale)).body).page!.items;
      expect(authors).toHaveLength(3);
      expect(authors.every((author) => author.bio && author.translations.length === 1)).toBe(true);
    }
  });

  it('answers an unknown collection with 404 and checks the key like Strapi', () => {
    expect(get('/pages?locale=en')).toMatchObject({ status: 404, body: { data: null } });
    expect(checkToken(null, 'key')).toMatchObject({ status: 403 });
    expect(checkToken('Bearer wrong', 'key')).toMatchObject({ status: 401 });
    expect(checkToken('Bearer key', 'key')).toBeUndefined();
  });

  it('clamps hostile pagination values', () => {
    const { body } = get('/posts?locale=en&pagination[page]=-5&pagination[pageSize]=100000');
    expect(body).toMatchObject({ meta: { pagination: { page: 1, pageSize: 100 } } });
  });
});
