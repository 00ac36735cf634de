import type { MetadataRoute } from 'next';
import type { BlogKey } from '@/i18n/routes';
import { locales, type Locale } from '@/i18n/locales';
import { content } from '@/lib/content/client';
import { alternateQueries } from '@/lib/content/blog-view';
import type { Translation } from '@/lib/content/normalize';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { languageAlternates } from '@/lib/seo/urls';

// Built per request (with the content client's short cache), so new posts appear without a new build.
export const dynamic = 'force-dynamic';

interface BlogEntry {
  key: BlogKey;
  slug: string;
  translations: Translation[];
  lastModified?: string;
}

/** Every indexable page, then every blog post, topic and author in each language, with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const blog = await Promise.all(locales.map(async (locale) => ({ locale, entries: await blogEntries(locale) })));
  return [
    ...sitemapEntries(),
    ...blog.flatMap(({ locale, entries }) =>
      entries.map(({ key, slug, translations, lastModified }) => {
        const languages = languageAlternates(key, alternateQueries(key, locale, slug, translations));
        return { url: languages[locale]!, lastModified, alternates: { languages } };
      }),
    ),
  ];
}

async function blogEntries(locale: Locale): Promise<BlogEntry[]> {
  const [posts, categories, authors] = await Promise.all([
    content.allPosts(locale),
    content.categories(locale),
    content.authors(locale),
  ]);
  return [
    ...(posts ?? []).map((post) => ({ key: '/blog' as const, ...post, lastModified: post.updatedAt })),
    ...(categories ?? []).map((category) => ({ key: '/blog/category' as const, ...category })),
    ...(authors ?? []).map((author) => ({ key: '/blog/author' as const, ...author })),
  ];
}
