import { describe, expect, it } from 'vitest';
import { blogParams } from '@/i18n/routes';
import { config } from './proxy';

describe('the proxy matcher', () => {
  it('takes every /en path, and nothing else outside the blog', () => {
    expect(config.matcher.filter((entry) => typeof entry === 'string')).toEqual(['/en', '/en/:path*']);
  });

  it("takes every path that carries a blog entry's parameter, in any case, and leaves the path to the proxy", () => {
    const expected = Object.values(blogParams).map((param) => ({ source: '/:path*', has: [{ type: 'query', key: param }] }));
    const blogEntries = config.matcher.filter((entry) => typeof entry !== 'string');
    expect(blogEntries).toEqual(expected);
  });
});
