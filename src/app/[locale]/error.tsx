'use client';

import { homePath } from '@/i18n/path-locale';
import { ContactLine, useServerError } from '@/components/page/server-error';
import { PageHero } from '@/components/page/PageHero';
import { Button } from '@/components/ui/Button';
import buttonStyles from '@/components/ui/Button.module.css';

/**
 * An unexpected error while showing a page (the server answers 500): an apology in the page's language and
 * ways on, inside the site's header and footer. The error goes to error reporting, never on screen; in
 * production the browser only ever receives its digest.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const { locale, copy } = useServerError(error);
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
        <ContactLine />
      </section>
    </>
  );
}
