import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/i18n/require-locale';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { StandardPage } from '@/components/page/StandardPage';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return buildPageMetadata({ key: '/', locale });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <StandardPage routeKey="/" locale={locale} />;
}
