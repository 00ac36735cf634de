import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/i18n/require-locale';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { keepForPageLifetime } from '@/lib/server/cache/page-lifetime';
import { StandardPage } from '@/components/page/StandardPage';

// The blog's newest articles are on it: regenerated as often as the blog's pages, and at once by the publish webhook
// (src/lib/blog/revalidate.ts), so that a failing content service leaves its mark for a minute at most (or
// REGENERATE_SECONDS, when a build sets it shorter: src/lib/server/cache/page-lifetime.ts).
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return buildPageMetadata({ key: '/', locale });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await keepForPageLifetime();
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <StandardPage routeKey="/" locale={locale} />;
}
