/**
 * Every blog page (list, article, topic, author), reached only by the rewrite of its public URL
 * (`/blog?singleBlogPage=…` → `/en/blog-view/posts/1/…`, see src/i18n/public-urls.ts). Generated on its first
 * request and then served from the cache like a static page, regenerated in the background once a minute
 * (`revalidate`, or REGENERATE_SECONDS when a build sets it shorter: src/lib/server/cache/page-lifetime.ts) and at once when
 * the content service's publish webhook expires the content.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageCopy } from '@/content/page-copy';
import { localeHref } from '@/i18n/Link';
import { requireLocale } from '@/i18n/require-locale';
import { blogSectionOf } from '@/i18n/public-urls';
import { blogParams } from '@/i18n/routes';
import { alternateQueries, blogHref, listPageHref } from '@/lib/blog/links';
import { getBlogView, readBlogViewParams, type BlogView } from '@/lib/blog/view';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { keepForPageLifetime } from '@/lib/server/cache/page-lifetime';
import { BlogNotFoundView, blogNotFoundTitle } from '@/components/blog/BlogNotFoundView';
import { BlogPage } from '@/components/blog/BlogPage';
import { NotFoundAnswer, notFoundMetadata } from '@/components/page/NotFoundAnswer';
import type { Locale } from '@/i18n/locales';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface BlogViewProps {
  params: Promise<{ locale: string; section: string; page: string; slug?: string[] }>;
}

/**
 * The locale, section and content a blog view's path asks for; nothing `found` for a path no public URL leads to
 * or an entry the content service does not have.
 */
async function resolve(params: BlogViewProps['params']) {
  const { locale: requested, ...rest } = await params;
  const locale = requireLocale(requested);
  setRequestLocale(locale);
  const request = readBlogViewParams(rest);
  const view = request && (await getBlogView(request.key, locale, request.slug, request.page));
  return { locale, section: blogSectionOf(rest.section), found: request && view && view.kind !== 'missing' ? { ...request, view } : undefined };
}

export async function generateMetadata({ params }: BlogViewProps): Promise<Metadata> {
  const { locale, found } = await resolve(params);
  if (!found) return notFoundMetadata;
  const { key, slug, page, view } = found;
  const searchParams = { [blogParams[key]]: slug, page: String(page) };
  const content = await contentMetadata(view, locale);
  // Each page of a list is a page of its own in search results and tabs, so it says which one it is.
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const title = page > 1 ? t('pageTitle', { title: content.title ?? pageCopy(key, locale).title, page }) : content.title;
  return buildPageMetadata({ key, locale, searchParams, ...content, title });
}

/** A blog page (list, article, topic or author), rendered once from the content service and then cached. */
export default async function BlogViewPage({ params }: BlogViewProps) {
  await keepForPageLifetime();
  const { locale, section, found } = await resolve(params);
  if (!found) return <NotFoundAnswer title={await blogNotFoundTitle(section, locale)} view={<BlogNotFoundView section={section} />} />;
  const { key, page, slug, view } = found;
  if (view.kind === 'redirect') {
    redirect(localeHref(view.slug ? blogHref(view.key, view.slug) : view.key, view.locale));
  }
  // A list page beyond the last (an old link, a guessed number) leads to the last one.
  const posts = 'posts' in view ? view.posts : undefined;
  if (posts && page > Math.max(posts.pageCount, 1)) redirect(localeHref(listPageHref(key, slug, posts.pageCount), locale));
  return <BlogPage view={view} routeKey={key} locale={locale} />;
}

/** Title, description, image and language alternates taken from the content a blog page shows. */
async function contentMetadata(view: BlogView, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  switch (view.kind) {
    case 'article': {
      const { post } = view;
      return {
        title: post.title,
        description: post.description || undefined,
        type: 'article' as const,
        image: post.thumbnail && { url: post.thumbnail.url, alt: post.thumbnail.alt, width: post.thumbnail.width, height: post.thumbnail.height },
        alternateQueries: alternateQueries('/blog', locale, post.slug, post.translations),
      };
    }
    case 'category':
      return {
        title: t('postsIn', { name: view.category.name }),
        alternateQueries: alternateQueries('/blog/category', locale, view.category.slug, view.category.translations),
      };
    case 'author':
      return {
        title: t('postsBy', { name: view.author.name }),
        description: view.author.bio,
        alternateQueries: alternateQueries('/blog/author', locale, view.author.slug, view.author.translations),
      };
    default:
      return {};
  }
}
