'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { contactPoints, phoneHref } from '@/config/contact';
import { serverErrorCopy } from '@/content/server-error';
import { homePath, localeOfPath } from '@/i18n/path-locale';
import { reportError } from '@/lib/browser/error-reporting';
import { PageHero } from '@/components/page/PageHero';
import { Button } from '@/components/ui/Button';
import buttonStyles from '@/components/ui/Button.module.css';

/**
 * An unexpected error while showing a page (the server answers 500): an apology in the page's language and
 * ways on, inside the site's header and footer. The error goes to error reporting, never on screen; in
 * production the browser only ever receives its digest.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname());
  const copy = serverErrorCopy[locale];
  useEffect(() => reportError(error), [error]);
  return (
    <>
      <title>{copy.title}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        copy={{ heading: copy.heading, intro: copy.body }}
        actions={
          <>
            {/* A fresh request: the problem was on the server, so drawing this page again would not help. */}
            <Button onClick={() => location.reload()}>{copy.retry}</Button>
            {/* A whole new document as well: nothing of the failed page is kept. */}
            <a href={homePath(locale)} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
              {copy.home}
            </a>
          </>
        }
      />
      <section className="container" style={{ paddingBlock: '2rem 4rem' }} aria-label={copy.contactLabel}>
        <p>
          <a href={`mailto:${contactPoints.email}`}>{contactPoints.email}</a> · <a href={phoneHref}>{contactPoints.phone}</a>
        </p>
      </section>
    </>
  );
}
