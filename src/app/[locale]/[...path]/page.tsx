import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localePath, routeKeyOfPath, routeKeys, routeKind, type RouteKey } from '@/i18n/routes';
import { requireLocale } from '@/i18n/require-locale';
import { routing, type AppLocale } from '@/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { StandardPage } from '@/components/page/StandardPage';

// Every page of the route table except home, the blog and the calculator (which have their own routes).
const staticKeys = routeKeys.filter((key) => key !== '/' && routeKind(key) !== 'blog' && routeKind(key) !== 'calculator');

// Each language's pages at their public paths (`/de/uber-uns`), so no request needs a rewrite to reach them.
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    staticKeys.map((key) => ({ locale, path: localePath(key, locale).split('/').slice(locale === 'en' ? 1 : 2) })),
  );
}

function resolve(requested: string, path: string[]): { locale: AppLocale; key: RouteKey } {
  const locale = requireLocale(requested);
  const key = routeKeyOfPath(locale, `/${path.map(decodeURIComponent).join('/')}`);
  if (!key || !staticKeys.includes(key)) notFound();
  return { locale, key };
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
