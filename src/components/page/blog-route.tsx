import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { requireLocale } from '@/i18n/require-locale';
import type { AppLocale } from '@/i18n/routing';
import type { BlogKey } from '@/i18n/routes';
import { alternateQueries, blogHref, loadBlogView, type BlogView } from '@/lib/content/blog-view';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import type { SearchParams } from '@/lib/seo/urls';
import { BlogPage } from '@/components/blog/BlogPage';

interface BlogRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** Metadata and page of a blog route; rendered per request because the query string selects the content. */
export function blogRoute(key: BlogKey) {
  async function generateMetadata({ params, searchParams }: BlogRouteProps): Promise<Metadata> {
    const locale = requireLocale((await params).locale);
    const query = await searchParams;
    const view = await loadBlogView(key, locale, query);
    return buildPageMetadata({ key, locale, searchParams: query, ...(await contentMetadata(view, locale)) });
  }

  async function Page({ params, searchParams }: BlogRouteProps) {
    const locale = requireLocale((await params).locale);
    setRequestLocale(locale);
    const view = await loadBlogView(key, locale, await searchParams);
    if (view.kind === 'missing') notFound();
    if (view.kind === 'redirect') {
      redirect(getPathname({ href: view.slug ? blogHref(view.key, view.slug) : view.key, locale: view.locale }));
    }
    return <BlogPage view={view} routeKey={key} locale={locale} />;
  }

  return { generateMetadata, Page };
}

/** Title, description, image and language alternates taken from the content a blog page shows. */
async function contentMetadata(view: BlogView, locale: AppLocale) {
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
