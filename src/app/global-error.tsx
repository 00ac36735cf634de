'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { contactPoints, phoneHref } from '@/config/contact';
import { serverErrorCopy } from '@/content/server-error';
import { homePath, localeOfPath } from '@/i18n/path-locale';
import { reportError } from '@/lib/browser/error-reporting';
import { inter } from './fonts';
import './globals.css';

/**
 * The last resort, when even the page's layout failed: a page of its own (no header, footer or messages) in
 * the language of the address, with the way back and the agency's e-mail and phone.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname() ?? '');
  const copy = serverErrorCopy[locale];
  useEffect(() => reportError(error), [error]);
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        <title>{copy.title}</title>
        <main className="container" style={{ paddingBlock: '6rem' }}>
          <h1>{copy.heading}</h1>
          <p>{copy.body}</p>
          <p>
            <button type="button" onClick={() => location.reload()}>
              {copy.retry}
            </button>{' '}
            <a href={homePath(locale)}>{copy.home}</a>
          </p>
          <p>
            <a href={`mailto:${contactPoints.email}`}>{contactPoints.email}</a> · <a href={phoneHref}>{contactPoints.phone}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
