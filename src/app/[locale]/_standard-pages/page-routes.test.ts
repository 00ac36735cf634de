import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathInLocale } from '@/i18n/routes';
import { locales } from '@/i18n/locales';
import { hasForm, standardKeys } from '@/components/page/has-form';
import { routePattern } from './route-pattern';

const appDir = path.join(__dirname, '..');
/** The patterns of the route files that serve standard pages, with whether they bring the forms. */
const pageRoutes = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('page.tsx'))
  .flatMap((file) => {
    const call = /pageRoute\('([^']+)'(, pageForms)?\)/.exec(readFileSync(path.join(appDir, file), 'utf8'));
    return call ? [{ file, pattern: call[1]!, forms: Boolean(call[2]) }] : [];
  });

describe('standard page routes', () => {
  it('serve every page with a form from a route that brings the forms, and only those', () => {
    for (const key of standardKeys) {
      for (const pagePath of locales.map((locale) => pathInLocale(key, locale))) {
        const serving = pageRoutes.filter(({ pattern }) => routePattern(pattern).params(pagePath));
        const specific = serving.filter(({ pattern }) => pattern !== '/[...path]');
        // A folder of its own takes the page from the catch-all; the route that does must bring forms if it shows one.
        const route = specific.length > 0 ? specific : serving;
        expect(route, `${key} at ${pagePath}`).toHaveLength(1);
        expect(route[0]!.forms, `${key} at ${pagePath} (${route[0]!.file})`).toBe(hasForm(key));
      }
    }
  });

  it('finds the form routes', () => {
    expect(pageRoutes.filter(({ forms }) => forms).map(({ pattern }) => pattern)).toEqual(
      expect.arrayContaining(['/contact', '/kontakt', '/services/[service]', '/dienstleistungen/[service]']),
    );
  });
});

describe('routePattern', () => {
  it('reads route params from a path and writes the path back', () => {
    const service = routePattern('/dienstleistungen/[service]');
    expect(service.params('/dienstleistungen/produktentwicklung')).toEqual({ service: 'produktentwicklung' });
    expect(service.params('/dienstleistungen')).toBeUndefined();
    expect(service.params('/dienstleistungen/a/b')).toBeUndefined();
    expect(service.path({ service: 'produktentwicklung' })).toBe('/dienstleistungen/produktentwicklung');
    const all = routePattern('/[...path]');
    expect(all.params('/case-studies/e-learning')).toEqual({ path: ['case-studies', 'e-learning'] });
    expect(all.path({ path: ['uber-uns'] })).toBe('/uber-uns');
    expect(all.path({ path: ['caf%C3%A9'] })).toBe('/café');
    expect(routePattern('/kontakt').params('/kontakt')).toEqual({});
    expect(routePattern('/kontakt').params('/kontakt2')).toBeUndefined();
  });
});
