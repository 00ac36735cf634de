import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalQuery } from './urls';

describe('canonicalQuery', () => {
  it('keeps only the parameter that identifies a blog page', () => {
    expect(canonicalQuery('/blog', { singleBlogPage: 'hello-world', utm_source: 'x' })).toEqual({
      singleBlogPage: 'hello-world',
    });
    expect(canonicalQuery('/blog/category', { category: 'technology', author: 'jane' })).toEqual({ category: 'technology' });
    expect(canonicalQuery('/blog/author', { author: 'jane-doe' })).toEqual({ author: 'jane-doe' });
  });

  it('takes the first of a repeated parameter and ignores empty ones', () => {
    expect(canonicalQuery('/blog', { singleBlogPage: ['a', 'b'] })).toEqual({ singleBlogPage: 'a' });
    expect(canonicalQuery('/blog', { singleBlogPage: '' })).toEqual({});
  });

  it('keeps the number of a list page after the first, never of an article or the topic directory', () => {
    expect(canonicalQuery('/blog', { page: '12', utm_source: 'x' })).toEqual({ page: '12' });
    expect(canonicalQuery('/blog/category', { category: 'technology', page: '2' })).toEqual({ category: 'technology', page: '2' });
    expect(canonicalQuery('/blog', { singleBlogPage: 'a', page: '2' })).toEqual({ singleBlogPage: 'a' });
    expect(canonicalQuery('/blog/category', { page: '2' })).toEqual({});
    for (const page of ['1', '01', '0', '10000', 'x']) expect(canonicalQuery('/blog', { page })).toEqual({});
  });

  it('drops every parameter on other pages', () => {
    expect(canonicalQuery('/about', { category: 'x', singleBlogPage: 'y' })).toEqual({});
  });
});

describe('absoluteUrl', () => {
  it('builds absolute localized URLs with an encoded query', () => {
    expect(absoluteUrl('/about', 'de')).toBe('http://localhost:3000/de/uber-uns');
    expect(absoluteUrl('/', 'en')).toBe('http://localhost:3000/');
    expect(absoluteUrl('/blog', 'en', { singleBlogPage: 'a b&c' })).toBe(
      'http://localhost:3000/blog?singleBlogPage=a+b%26c',
    );
  });
});
