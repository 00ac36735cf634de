import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/i18n/require-locale';
import { blogSource } from '@/lib/blog/source';
import { relatedPosts } from '@/lib/blog/view';
import { Article } from '@/components/blog/Article';
import { PreviewMarker } from '@/components/blog/PreviewMarker';
import type { Locale } from '@/i18n/locales';

/**
 * An article as its editors last saved it, published or not, for a browser in draft mode (the preview link,
 * src/app/api/preview/route.ts); a 404 for everyone else. Drawn for each request and kept nowhere (Next.js answers a
 * page drawn per request with `private, no-cache, no-store`; next.config's rules say `private, no-store` for this path
 * whatever it answers), never indexed (`noindex` here and in X-Robots-Tag).
 */
export const dynamic = 'force-dynamic';

/** The draft, read once per request for the metadata and the page. */
const draftOf = cache((locale: Locale, slug: string) => blogSource.draft(locale, slug));

async function loadDraft(params: PageProps<'/[locale]/preview/[id]'>['params']) {
  const { locale: requested, id } = await params;
  const locale = requireLocale(requested);
  setRequestLocale(locale);
  if (!(await draftMode()).isEnabled) notFound();
  const post = await draftOf(locale, id);
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/preview/[id]'>): Promise<Metadata> {
  const { locale, post } = await loadDraft(params);
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return { title: { absolute: t('title', { title: post.title }) }, robots: { index: false, follow: false } };
}

export default async function PreviewPage({ params }: PageProps<'/[locale]/preview/[id]'>) {
  const { locale, post } = await loadDraft(params);
  return (
    <>
      <PreviewMarker locale={locale} slug={post.slug} />
      <Article post={post} related={await relatedPosts(blogSource, post, locale)} locale={locale} />
    </>
  );
}
