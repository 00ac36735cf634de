import { getTranslations } from 'next-intl/server';
import type { BlogSection } from '@/i18n/public-urls';
import { NotFoundView } from '@/components/page/NotFoundView';
import type { Locale } from '@/i18n/locales';

const messages = {
  posts: { title: 'notFoundTitle', heading: 'notFoundHeading', body: 'notFoundBody' },
  category: { title: 'topicNotFoundTitle', heading: 'topicNotFoundHeading', body: 'topicNotFoundBody' },
  author: { title: 'authorNotFoundTitle', heading: 'authorNotFoundHeading', body: 'authorNotFoundBody' },
} as const;

/** The title of a section's "not found" view. */
export async function blogNotFoundTitle(section: BlogSection, locale: Locale) {
  return (await getTranslations({ locale, namespace: 'Blog' }))(messages[section].title);
}

/** An unknown article, topic or author: the section's own "not found" view and the ways back from it. */
export async function BlogNotFoundView({ section }: { section: BlogSection }) {
  const t = await getTranslations('Blog');
  const allPosts = { href: '/blog', label: t('allPosts') } as const;
  const allTopics = { href: '/blog/category', label: t('allCategories') } as const;
  const links = {
    posts: [allPosts, allTopics],
    category: [allTopics, allPosts],
    author: [{ href: '/blog/author', label: t('allAuthors') }, allPosts],
  } as const;
  const { title, heading, body } = messages[section];
  return <NotFoundView title={t(title)} heading={t(heading)} body={t(body)} links={[...links[section]]} />;
}
