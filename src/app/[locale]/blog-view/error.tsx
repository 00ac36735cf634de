'use client';

import { useTranslations } from 'next-intl';
import { PageHero } from '@/components/page/PageHero';

/**
 * A blog page the content service failed to give, with no good version cached (one that is would be served
 * instead): the blog's notice. Next.js answers it with status 500 and `no-store`, so neither it nor a CDN keeps it,
 * and the next request tries again. The failure itself is in the server log.
 */
export default function BlogUnavailable() {
  const t = useTranslations('Blog');
  return (
    <>
      <title>{t('unavailableHeading')}</title>
      <meta name="robots" content="noindex" />
      <PageHero copy={{ heading: t('unavailableHeading'), intro: t('unavailable') }} />
    </>
  );
}
