import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { contactPoints } from '@/config/contact';
import GlobalError from './global-error';
import PageError from './[locale]/error';

let address: string | null = '/';
vi.mock('next/navigation', () => ({ usePathname: () => address }));
vi.mock('./fonts', () => ({ inter: { variable: 'inter' } }));

const failure = Object.assign(new Error('The page failed'), { digest: '1234' });

describe('the error pages', () => {
  for (const [name, page] of [
    ['a page whose rendering failed', PageError],
    ['the last resort, when the layout failed', GlobalError],
  ] as const) {
    it(`${name}: apologise in the address's language, with the way home, a retry and the agency's e-mail and phone`, () => {
      for (const [path, heading, home, retry] of [
        ['/de/kontakt', 'Diese Seite konnte nicht angezeigt werden', '/de', 'Erneut versuchen'],
        ['/contact', 'This page could not be shown', '/', 'Try again'],
        [null, 'This page could not be shown', '/', 'Try again'],
      ] as const) {
        address = path;
        const html = renderToStaticMarkup(createElement(page, { error: failure }));
        expect(html).toContain(heading);
        expect(html).toMatch(new RegExp(`<a href="${home}"[ >]`));
        expect(html).toContain(retry);
        expect(html).toContain(`href="mailto:${contactPoints.email}"`);
        expect(html).toContain(contactPoints.phone);
        expect(html).not.toContain('The page failed');
      }
    });
  }
});
