import type { MetadataRoute } from 'next';
import type { BlogKey } from '@/i18n/routes';
import { locales, type Locale } from '@/i18n/locales';
import { languageAlternates } from '@/lib/seo/urls';
import { alternateQueries } from './links';
import type { Translation } from './normalize';
import { blogSource } from './source';

interface BlogEntry {
  key: BlogKey;
  slug: string;
  translations: Translation[];
  lastModified?: string;
}

/**
 * Every blog post, topic and author in each language, with its alternates. The content service's answers are cached
 * (src/lib/blog/source.ts): while it fails, the last good ones are used; none only when it has never answered.
 */
export async function blogSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const blog = await Promise.all(locales.map(async (locale) => ({ locale, entries: await blogEntries(locale) })));
  return blog.flatMap(({ locale, entries }) =>
    entries.map(({ key, slug, translations, lastModified }) => {
      const languages = languageAlternates(key, alternateQueries(key, locale, slug, translations));
      return { url: languages[locale]!, lastModified, alternates: { languages } };
    }),
  );
}

async function blogEntries(locale: Locale): Promise<BlogEntry[]> {
  const none = () => [];
  const [posts, categories, authors] = await Promise.all([
    blogSource.allPosts(locale).catch(none),
    blogSource.categories(locale).catch(none),
    blogSource.authors(locale).catch(none),
  ]);
  return [
    ...posts.map((post) => ({ key: '/blog' as const, ...post, lastModified: post.updatedAt })),
    ...categories.map((category) => ({ key: '/blog/category' as const, ...category })),
    ...authors.map((author) => ({ key: '/blog/author' as const, ...author })),
  ];
}
