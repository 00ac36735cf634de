import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { RouteKey } from '@/i18n/routes';
import { isLocale } from '@/i18n/routing';
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
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    return buildPageMetadata({ key, locale, searchParams: await searchParams });
  }

  async function Page({ params }: BlogRouteProps) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    return <StandardPage routeKey={key} locale={locale} />;
  }

  return { generateMetadata, Page };
}
