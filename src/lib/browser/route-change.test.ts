import { describe, expect, it } from 'vitest';
import { leavesPage, pageOf } from './route-change';

const base = 'https://www.kovalent.software/services';

describe('pageOf', () => {
  it('keeps path and query and drops the fragment', () => {
    expect(pageOf('/blog?category=mvp#latest', base)).toBe('/blog?category=mvp');
    expect(pageOf('https://www.kovalent.software/de', base)).toBe('/de');
  });
});

describe('leavesPage', () => {
  it('is true for another path or another query', () => {
    expect(leavesPage('/about', '/services', base)).toBe(true);
    expect(leavesPage('/blog?category=mvp', '/blog', base)).toBe(true);
    expect(leavesPage('/blog?category=ai', '/blog?category=mvp', base)).toBe(true);
  });

  it('is false for the same page, with or without an anchor', () => {
    expect(leavesPage('/services', '/services', base)).toBe(false);
    expect(leavesPage('/services#faq', '/services', base)).toBe(false);
    expect(leavesPage('#faq', '/services', base)).toBe(false);
    expect(leavesPage('https://www.kovalent.software/services#faq', '/services', base)).toBe(false);
  });

  it('is false for another origin', () => {
    expect(leavesPage('https://clutch.co/profile/kovalent-software', '/services', base)).toBe(false);
  });
});
