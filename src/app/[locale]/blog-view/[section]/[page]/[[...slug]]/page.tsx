/**
 * Every blog page (list, article, topic, author), reached only by the rewrite of its public URL
 * (`/blog?singleBlogPage=…` → `/en/blog-view/posts/1/…`, see src/i18n/public-urls.ts). Generated on its first
 * request and then served from the cache like a static page, regenerated in the background once a minute
 * and at once when the content service's publish webhook expires the content.
 */
export { generateMetadata, default } from '@/components/page/BlogView';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}
