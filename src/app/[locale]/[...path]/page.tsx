import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isRouteKey, routeKeys, routeKind, type RouteKey } from '@/i18n/routes';
import { requireLocale } from '@/i18n/require-locale';
import { routing, type AppLocale } from '@/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { StandardPage } from '@/components/page/StandardPage';

// Every page of the route table except home, the blog and the calculator (which have their own routes).
const staticKeys = routeKeys.filter((key) => key !== '/' && routeKind(key) !== 'blog' && routeKind(key) !== 'calculator');

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => staticKeys.map((key) => ({ locale, path: key.slice(1).split('/') })));
}

function resolve(locale: string, path: string[]): { locale: AppLocale; key: RouteKey } {
  const key = `/${path.join('/')}`;
  if (!isRouteKey(key) || !staticKeys.includes(key)) notFound();
  return { locale: requireLocale(locale), key };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...path]'>): Promise<Metadata> {
  const { locale, path } = await params;
  return buildPageMetadata(resolve(locale, path));
}

export default async function Page({ params }: PageProps<'/[locale]/[...path]'>) {
  const { locale: requested, path } = await params;
  const { locale, key } = resolve(requested, path);
  setRequestLocale(locale);
  return <StandardPage routeKey={key} locale={locale} />;
}
