import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { RouteKey } from '@/i18n/routes';
import { requireLocale } from '@/i18n/require-locale';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import type { SearchParams } from '@/lib/seo/urls';
import { StandardPage } from './StandardPage';

interface BlogRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** Metadata and page of a blog route; rendered per request because the query string selects the content. */
export function blogRoute(key: RouteKey) {
  async function generateMetadata({ params, searchParams }: BlogRouteProps): Promise<Metadata> {
    const locale = requireLocale((await params).locale);
    return buildPageMetadata({ key, locale, searchParams: await searchParams });
  }

  async function Page({ params }: BlogRouteProps) {
    const locale = requireLocale((await params).locale);
    setRequestLocale(locale);
    return <StandardPage routeKey={key} locale={locale} />;
  }

  return { generateMetadata, Page };
}
