import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pathInLocale } from '@/i18n/routes';
import { locales } from '@/i18n/locales';
import { pageBody } from '@/content/page-body';
import { notFoundMetadata } from '@/components/page/NotFoundAnswer';
import { standardKeys } from '@/components/page/standard-pages';

// Every standard page carries a contact form and the job openings here: whether a page shows a form is its content.
vi.mock('@/content/page-body', async (original) => {
  const actual = await original<typeof import('@/content/page-body')>();
  return {
    ...actual,
    pageBody: (...args: Parameters<typeof actual.pageBody>) => {
      const body = actual.pageBody(...args) ?? { sections: [] };
      const forms = [{ type: 'contact-form', id: 'enquiry', heading: 'Enquiry' }, { type: 'jobs', id: 'jobs', heading: 'Jobs' }];
      return { ...body, sections: [...body.sections, ...forms] } as ReturnType<typeof actual.pageBody>;
    },
  };
});

// What the route serves and names is under test here, not how a page is drawn.
vi.mock('@/components/page/StandardPage', () => ({ StandardPage: () => null }));
vi.mock('@/components/forms/PageForms', () => ({ pageForms: {} }));

const { standardPageRoute } = await import('./page-route');

/** The app's page routes below the language segment, as patterns of a path without its language prefix. */
const localeDir = path.join(__dirname, '..');
const routePatterns = readdirSync(localeDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => {
    const folder = path.dirname(file) === '.' ? '' : path.dirname(file);
    const source = folder
      .split(path.sep)
      .filter(Boolean)
      .map((segment) => (/^\[\[?\.\.\./.test(segment) ? '/.+' : /^\[/.test(segment) ? '/[^/]+' : `/${segment}`))
      .join('');
    return { folder, pattern: new RegExp(`^${source || '/'}$`) };
  });

describe('the standard pages', () => {
  it('are all served by one route, whatever sections they show, in both languages', async () => {
    const params = standardPageRoute.generateStaticParams();
    for (const key of standardKeys) {
      expect(pageBody(key, 'en')?.sections.map(({ type }) => type)).toEqual(expect.arrayContaining(['contact-form', 'jobs']));
      for (const locale of locales) {
        const pagePath = pathInLocale(key, locale);
        expect(routePatterns.filter(({ pattern }) => pattern.test(pagePath)).map(({ folder }) => folder), `${key} at ${pagePath}`).toEqual(['[...path]']);
        expect(params, `${key} in ${locale}`).toContainEqual({ locale, path: pagePath.split('/').slice(1) });
        const metadata = await standardPageRoute.generateMetadata({ params: Promise.resolve({ locale, path: pagePath.split('/').slice(1) }) });
        expect(metadata, `${key} in ${locale}`).not.toEqual(notFoundMetadata);
      }
    }
  });

  it('answer a path no standard page has with the "not found" view', async () => {
    expect(await standardPageRoute.generateMetadata({ params: Promise.resolve({ locale: 'de', path: ['about'] }) })).toEqual(notFoundMetadata);
  });
});
