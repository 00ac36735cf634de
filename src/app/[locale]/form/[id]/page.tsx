import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/i18n/require-locale';
import { fixedFormResult, fixedPageIds } from '@/lib/leads/submission';
import { PageHero } from '@/components/page/PageHero';
import type { Locale } from '@/i18n/locales';

/**
 * What a visitor without JavaScript sees after a post that was refused before it was read (over the limit, too
 * large, too slow) or ignored (the bots' hidden field): one fixed page per form and state, as nothing of the post is
 * known or kept. Every other post is answered with the form's own page (see renderState in the lead submission).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return fixedPageIds.map((id) => ({ locale: 'en', id }));
}

/** A fixed page's result: a post ignored (told it was sent) or refused (not sent yet), and where the form is. */
function loadResult(id: string, locale: Locale) {
  const result = fixedFormResult(id, locale);
  if (!result) notFound();
  return { ...result, outcome: result.outcome === 'sent' ? ('sent' as const) : ('failed' as const) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/form/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: requireLocale(locale), namespace: 'FormPages.result' });
  return { title: { absolute: t(`${loadResult(id, requireLocale(locale)).outcome}Title`) }, robots: { index: false, follow: false } };
}

export default async function FixedFormResultPage({ params }: PageProps<'/[locale]/form/[id]'>) {
  const { locale: requested, id } = await params;
  const locale = requireLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations('FormPages');
  const result = loadResult(id, locale);
  const state = result.outcome === 'sent' ? 'sent' : result.failure === 'tooLarge' || result.failure === 'tooSlow' ? result.failure : 'rateLimited';
  return (
    <PageHero
      copy={{ heading: t(`result.${result.outcome}Heading`), intro: t(`refused.${state}`) }}
      actions={
        <p>
          <a href={result.page}>{t('result.back')}</a>
        </p>
      }
    />
  );
}
