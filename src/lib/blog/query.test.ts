import { describe, expect, it } from 'vitest';
import { allPath, bySlugPath, postListPath } from './query';

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

describe('postListPath', () => {
  it('lists the newest posts first, one page at a time', () => {
    expect(decoded(postListPath('en'))).toBe(
      '/posts?locale=en&populate=*&sort=publishedAt:desc&pagination[page]=1&pagination[pageSize]=6',
    );
    expect(decoded(postListPath('de', { page: 2, pageSize: 3 }))).toContain('pagination[page]=2&pagination[pageSize]=3');
  });

  it('filters by category or author slug', () => {
    expect(decoded(postListPath('en', { category: 'e-commerce' }))).toContain('filters[category][slug][$eq]=e-commerce');
    expect(decoded(postListPath('de', { author: 'lena-hartmann-de' }))).toContain('filters[author][slug][$eq]=lena-hartmann-de');
  });
});

describe('allPath', () => {
  it('asks for one page of the largest size', () => {
    expect(decoded(allPath('categories', 'de', 3))).toBe('/categories?locale=de&populate=*&sort=slug:asc&pagination[page]=3&pagination[pageSize]=100');
  });
});
