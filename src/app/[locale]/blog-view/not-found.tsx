import { getTranslations } from 'next-intl/server';
import { BySection } from '@/components/blog/BySection';
import { NotFoundView } from '@/components/page/NotFoundView';

/** An unknown article, topic or author: the section's own "not found" view, answered with status 404. */
export default async function BlogNotFound() {
  const t = await getTranslations('Blog');
  const allPosts = { href: '/blog', label: t('allPosts') } as const;
  const allTopics = { href: '/blog/category', label: t('allCategories') } as const;
  const view = (message: 'notFound' | 'topicNotFound' | 'authorNotFound', links: Parameters<typeof NotFoundView>[0]['links']) => (
    <NotFoundView title={t(`${message}Title`)} heading={t(`${message}Heading`)} body={t(`${message}Body`)} links={links} />
  );
  return (
    <BySection
      views={{
        posts: view('notFound', [allPosts, allTopics]),
        category: view('topicNotFound', [allTopics, allPosts]),
        author: view('authorNotFound', [{ href: '/blog/author', label: t('allAuthors') }, allPosts]),
      }}
    />
  );
}
