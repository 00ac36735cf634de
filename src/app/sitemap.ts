import type { MetadataRoute } from 'next';
import { blogSitemapEntries } from '@/lib/blog/sitemap';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Built per request (with the content service's short cache), so new posts appear without a new build.
export const dynamic = 'force-dynamic';

/** Every indexable page, then every blog post, topic and author in each language, with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [...sitemapEntries(), ...(await blogSitemapEntries())];
}
