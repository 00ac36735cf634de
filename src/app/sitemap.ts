import type { MetadataRoute } from 'next';
import { routing, type AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/client';
import { translationIn } from '@/lib/content/blog-view';
import type { Translation } from '@/lib/content/normalize';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { absoluteUrl } from '@/lib/seo/urls';

// Built per request (with the content client's short cache), so new posts appear without a new build.
export const dynamic = 'force-dynamic';

type BlogEntry = { key: '/blog' | '/blog/category' | '/blog/author'; param: string; slug: string; translations: Translation[]; lastModified?: string };

/** Every indexable page, then every blog post, topic and author in each language, with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const blog = await Promise.all(routing.locales.map(async (locale) => ({ locale, entries: await blogEntries(locale) })));
  return [
    ...sitemapEntries(),
    ...blog.flatMap(({ locale, entries }) =>
      entries.map((entry) => {
        const other: AppLocale = locale === 'en' ? 'de' : 'en';
        const otherSlug = translationIn(entry.translations, other);
        const urlIn = (language: AppLocale, slug: string) => absoluteUrl(entry.key, language, { [entry.param]: slug });
        const languages: Record<string, string> = { [locale]: urlIn(locale, entry.slug) };
        if (otherSlug) languages[other] = urlIn(other, otherSlug);
        if (languages.en) languages['x-default'] = languages.en;
        return { url: urlIn(locale, entry.slug), lastModified: entry.lastModified, alternates: { languages } };
      }),
    ),
  ];
}

async function blogEntries(locale: AppLocale): Promise<BlogEntry[]> {
  const [posts, categories, authors] = await Promise.all([
    content.posts(locale, { pageSize: 100 }),
    content.categories(locale),
    content.authors(locale),
  ]);
  return [
    ...(posts?.items ?? []).map((post) => ({ key: '/blog' as const, param: 'singleBlogPage', slug: post.slug, translations: post.translations, lastModified: post.updatedAt })),
    ...(categories?.items ?? []).map((category) => ({ key: '/blog/category' as const, param: 'category', slug: category.slug, translations: category.translations })),
    ...(authors?.items ?? []).map((author) => ({ key: '/blog/author' as const, param: 'author', slug: author.slug, translations: author.translations })),
  ];
}
