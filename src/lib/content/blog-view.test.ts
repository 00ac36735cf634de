import { describe, expect, it } from 'vitest';
import { pageParam, readingMinutes, slugParam, translationIn } from './blog-view';

describe('blog query parameters', () => {
  it('takes the first value of a repeated slug and refuses absurd lengths', () => {
    expect(slugParam({ singleBlogPage: 'a' }, 'singleBlogPage')).toBe('a');
    expect(slugParam({ singleBlogPage: ['a', 'b'] }, 'singleBlogPage')).toBe('a');
    expect(slugParam({ singleBlogPage: '' }, 'singleBlogPage')).toBeUndefined();
    expect(slugParam({ singleBlogPage: 'x'.repeat(201) }, 'singleBlogPage')).toBeUndefined();
  });

  it('reads the page number as a positive integer, 1 otherwise', () => {
    expect(pageParam({ page: '2' })).toBe(2);
    for (const page of ['0', '-1', '1.5', 'abc', '99999', ' 2', undefined]) expect(pageParam({ page })).toBe(1);
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
