'use client';

import { homePath } from '@/i18n/path-locale';
import { ContactLine, useServerError } from '@/components/page/server-error';
import { inter } from './fonts';
import './globals.css';

/**
 * The last resort, when even the page's layout failed: a page of its own (no header, footer or messages) in
 * the language of the address, with the way back and the agency's e-mail and phone.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const { locale, copy } = useServerError(error);
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
          <ContactLine />
        </main>
      </body>
    </html>
  );
}
