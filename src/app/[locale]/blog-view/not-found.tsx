import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/page/NotFoundView';

/** An unknown article, topic or author: the blog's own "not found" view, answered with status 404. */
export default async function BlogNotFound() {
  const t = await getTranslations('Blog');
  return (
    <NotFoundView
      title={t('notFoundTitle')}
      heading={t('notFoundHeading')}
      body={t('notFoundBody')}
      links={[
        { href: '/blog', label: t('allPosts') },
        { href: '/blog/category', label: t('allCategories') },
      ]}
    />
  );
}
