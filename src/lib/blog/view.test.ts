import { describe, expect, it } from 'vitest';
import { translationIn } from './links';
import { endsWithCalculatorCallout, readBlogViewParams, readingMinutes } from './view';

describe('readBlogViewParams', () => {
  it('reads the section, page and slug of the blog view route', () => {
    expect(readBlogViewParams({ section: 'posts', page: '1', slug: ['hello'] })).toEqual({ key: '/blog', page: 1, slug: 'hello' });
    expect(readBlogViewParams({ section: 'category', page: '12' })).toEqual({ key: '/blog/category', page: 12, slug: undefined });
    expect(readBlogViewParams({ section: 'author', page: '9999', slug: ['a'] })?.key).toBe('/blog/author');
  });

  it('refuses what no public blog URL leads to', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '10000', ' 2', '01']) expect(readBlogViewParams({ section: 'posts', page })).toBeUndefined();
    expect(readBlogViewParams({ section: 'tags', page: '1' })).toBeUndefined();
    expect(readBlogViewParams({ section: 'posts', page: '1', slug: ['a', 'b'] })).toBeUndefined();
  });
});

describe('readingMinutes and translationIn', () => {
  it('counts words at 220 a minute, at least one', () => {
    expect(readingMinutes('Kurz.')).toBe(1);
    expect(readingMinutes(Array(1100).fill('Wort').join(' '))).toBe(5);
    expect(readingMinutes('| --- | --- |\n'.repeat(500))).toBe(1);
  });

  it('finds the slug of the other language', () => {
    expect(translationIn([{ locale: 'de', slug: 'hallo-welt' }], 'de')).toBe('hallo-welt');
    expect(translationIn([{ locale: 'de', slug: 'hallo-welt' }], 'en')).toBeUndefined();
  });
});

describe('endsWithCalculatorCallout', () => {
  it('is true for articles on the MVP topics in either language, and for no others', () => {
    expect(endsWithCalculatorCallout({ category: { slug: 'mvp-development', name: 'MVP development' } })).toBe(true);
    expect(endsWithCalculatorCallout({ category: { slug: 'mvp-entwicklung', name: 'MVP-Entwicklung' } })).toBe(true);
    expect(endsWithCalculatorCallout({ category: { slug: 'e-commerce', name: 'E-commerce' } })).toBe(false);
    expect(endsWithCalculatorCallout({})).toBe(false);
  });
});
