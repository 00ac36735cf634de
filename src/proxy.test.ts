import { describe, expect, it } from 'vitest';
import { blogParams, localePath, type BlogKey } from '@/i18n/routes';
import { config } from './proxy';

describe('the proxy matcher', () => {
  it('takes every /en path, and nothing else outside the blog', () => {
    expect(config.matcher.filter((entry) => typeof entry === 'string')).toEqual(['/en', '/en/:path*']);
  });

  it('covers exactly the blog URLs that name an entry, in both languages', () => {
    const expected = (Object.keys(blogParams) as BlogKey[]).flatMap((key) =>
      (['en', 'de'] as const).map((locale) => ({ source: localePath(key, locale), has: [{ type: 'query', key: blogParams[key] }] })),
    );
    const blogEntries = config.matcher.filter((entry) => typeof entry !== 'string');
    expect(blogEntries.sort((a, b) => a.source.localeCompare(b.source))).toEqual(
      expected.sort((a, b) => a.source.localeCompare(b.source)),
    );
  });
});
