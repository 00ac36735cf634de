import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** An unknown article, topic or author: the blog's own "not found" view, answered with status 404. */
export default async function BlogNotFound() {
  const t = await getTranslations('Blog');
  return (
    <>
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        copy={{ heading: t('notFoundHeading'), intro: t('notFoundBody') }}
        actions={
          <>
            <ButtonLink href="/blog">{t('allPosts')}</ButtonLink>
            <ButtonLink href="/blog/category" variant="secondary">
              {t('allCategories')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
