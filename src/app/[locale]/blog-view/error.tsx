'use client';

import { usePathname } from 'next/navigation';
import { blogErrorCopy } from '@/content/blog-error';
import { localeOfPath } from '@/i18n/path-locale';
import { PageHero } from '@/components/page/PageHero';

/**
 * A blog page the content service failed to give, with no good version cached (one that is would be served
 * instead): the blog's notice. Next.js answers it with status 500 and `no-store`, so neither it nor a CDN keeps it,
 * and the next request tries again. The failure itself is in the server log. Its words come with the code, as the
 * other error pages' do, so that the blog ships no message library.
 */
export default function BlogUnavailable() {
  const copy = blogErrorCopy[localeOfPath(usePathname())];
  return (
    <>
      <title>{copy.heading}</title>
      <meta name="robots" content="noindex" />
      <PageHero copy={{ heading: copy.heading, intro: copy.body }} />
    </>
  );
}
