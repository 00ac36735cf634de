import { describe, expect, it } from 'vitest';
import { routeKeys } from '@/i18n/routes';
import { pageCopy } from './page-copy';
import { locales } from '@/i18n/locales';


describe('page copy', () => {
  it.each(locales)('gives every page a complete %s copy within the length limits', (locale) => {
    for (const key of routeKeys) {
      const copy = pageCopy(key, locale);
      expect(copy.label.length, `${key} label`).toBeLessThanOrEqual(30);
      expect(copy.title.length, `${key} title`).toBeLessThanOrEqual(42);
      expect(copy.description.length, `${key} description`).toBeGreaterThanOrEqual(110);
      expect(copy.description.length, `${key} description`).toBeLessThanOrEqual(160);
      expect(copy.heading.trim(), `${key} heading`).not.toBe('');
      // The upper bound, and what an introduction must say, is in copy-rules.test.ts.
      expect(copy.intro.split(/\s+/).length, `${key} intro`).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(locales)('gives every %s page a unique title and description', (locale) => {
    const titles = routeKeys.map((key) => pageCopy(key, locale).title);
    const descriptions = routeKeys.map((key) => pageCopy(key, locale).description);
    expect(new Set(titles).size).toBe(routeKeys.length);
    expect(new Set(descriptions).size).toBe(routeKeys.length);
  });

  it('contains no placeholder text', () => {
    const text = JSON.stringify(routeKeys.flatMap((key) => locales.map((locale) => pageCopy(key, locale))));
    expect(text).not.toMatch(/lorem|ipsum|coming soon|todo|tbd|demnächst/i);
  });

  it('writes German with umlauts, not their ASCII substitutes', () => {
    const german = routeKeys.map((key) => Object.values(pageCopy(key, 'de')).join(' ')).join(' ');
    expect(german).toMatch(/[äöüß]/);
    expect(german).not.toMatch(/\b(fuer|ueber|moeglich|koennen|Loesung|groesser)\b/i);
  });
});
