import { describe, expect, it } from 'vitest';
import { allPath, bySlugPath, postIndexPath, postListPath } from './query';
import { fieldOf } from './sample-service/engine';

const decoded = (path: string) => decodeURIComponent(path);

describe('bySlugPath', () => {
  it('asks for one localized, populated entry by slug', () => {
    expect(decoded(bySlugPath('posts', 'en', 'hello-world'))).toBe(
      '/posts?locale=en&populate=*&filters[slug][$eq]=hello-world',
    );
    expect(decoded(bySlugPath('categories', 'de', 'technik'))).toBe('/categories?locale=de&populate=*&filters[slug][$eq]=technik');
    expect(decoded(bySlugPath('authors', 'en', 'jane-doe'))).toBe('/authors?locale=en&populate=*&filters[slug][$eq]=jane-doe');
  });

  it('encodes every value, so a slug cannot add or change parameters', () => {
    const path = bySlugPath('posts', 'en', 'a&locale=de#x y/ü');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(params.getAll('locale')).toEqual(['en']);
    expect(params.get('filters[slug][$eq]')).toBe('a&locale=de#x y/ü');
    expect(path).not.toContain('#');
  });
});

/** The fields a path names, by what they belong to (`''` for the entry itself, `populate[author]` for its author). */
function namedFields(path: string) {
  const named: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(path.split('?')[1])) {
    const prefix = fieldOf(key);
    if (prefix !== undefined) (named[prefix] ??= []).push(value);
  }
  return named;
}

describe('postListPath', () => {
  it('lists the newest posts first, one page at a time', () => {
    expect(decoded(postListPath('en'))).toMatch(/sort=publishedAt:desc&pagination\[page\]=1&pagination\[pageSize\]=6$/);
    expect(decoded(postListPath('de', { page: 2, pageSize: 3 }))).toContain('pagination[page]=2&pagination[pageSize]=3');
  });

  it('filters by category or author slug', () => {
    expect(decoded(postListPath('en', { category: 'e-commerce' }))).toContain('filters[category][slug][$eq]=e-commerce');
    expect(decoded(postListPath('de', { author: 'lena-hartmann-de' }))).toContain('filters[author][slug][$eq]=lena-hartmann-de');
  });
});

describe('lists name the fields they show, never the whole article', () => {
  it("in Strapi v4's syntax: fields[n] for the entry's own, populate[relation][fields][n] for a relation's", () => {
    expect(decoded(postListPath('en'))).toContain('fields[0]=title&fields[1]=slug');
    expect(decoded(postListPath('en'))).toContain('populate[author][fields][0]=name&populate[author][fields][1]=slug');
  });

  it('a page of post cards: title, summary, dates, picture, topic and author', () => {
    const path = postListPath('de', { category: 'technik' });
    expect(new URLSearchParams(path.split('?')[1]).get('populate')).toBeNull();
    expect(namedFields(path)).toEqual({
      '': ['title', 'slug', 'descriptions_SEO', 'publishedAt', 'updatedAt'],
      'populate[thumbnail]': ['url', 'alternativeText', 'width', 'height'],
      'populate[category]': ['category', 'slug'],
      'populate[author]': ['name', 'slug'],
    });
  });

  it('every post, for the sitemap and the known slugs: slugs, dates and the alternates', () => {
    const path = postIndexPath('en', 2);
    expect(decoded(path)).toContain('sort=publishedAt:desc&pagination[page]=2&pagination[pageSize]=100');
    expect(namedFields(path)).toEqual({ '': ['title', 'slug', 'publishedAt', 'updatedAt'], 'populate[localizations]': ['slug', 'locale'] });
  });

  it('every topic or author, one page of the largest size', () => {
    expect(decoded(allPath('categories', 'de', 3))).toContain('sort=slug:asc&pagination[page]=3&pagination[pageSize]=100');
    expect(namedFields(allPath('categories', 'de'))).toEqual({ '': ['category', 'slug'], 'populate[localizations]': ['slug', 'locale'] });
    expect(namedFields(allPath('authors', 'en'))).toEqual({ '': ['name', 'slug', 'bio'], 'populate[localizations]': ['slug', 'locale'] });
  });
});
