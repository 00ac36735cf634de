import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/i18n/require-locale';
import { answersQuery, parseAnswers, wizardQuery } from '@/lib/calculator/wizard-state';
import { projectTypes } from '@/lib/leads/fields';
import { enquiryFollowUp } from '@/lib/leads/follow-up-content';
import { fixedFormResult, fixedPageIds } from '@/lib/leads/submission';
import { EnquiryFollowUp } from '@/components/forms/EnquiryFollowUp';
import { PageHero } from '@/components/page/PageHero';
import { locales, type Locale } from '@/i18n/locales';

/**
 * What a visitor without JavaScript sees after a post that was sent, or refused before it was read (over the limit,
 * too large, too slow), or ignored (the bots' hidden field, told what people are told): one page per form and state,
 * at an address of its own, so reloading it sends nothing again. A sent form's address adds what its thanks shows by
 * the choices made (see sentQuery in the lead submission): an enquiry's follow-up, the way back to an estimate. A post
 * with problems in its fields is answered with the form's own page instead (see renderState there).
 */
export const dynamicParams = false;

/** Every language's, each at its own path (`/de/formular/…`, rewritten here: src/i18n/public-urls.ts). */
export function generateStaticParams() {
  return locales.flatMap((locale) => fixedPageIds.map((id) => ({ locale, id })));
}

/** A fixed page's result: a post sent (or ignored, and told so) or refused (not sent yet), and where the form is. */
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

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export default async function FixedFormResultPage({ params, searchParams }: PageProps<'/[locale]/form/[id]'>) {
  const [{ locale: requested, id }, query] = await Promise.all([params, searchParams]);
  const locale = requireLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations('FormPages');
  const result = loadResult(id, locale);
  if (result.outcome === 'failed') {
    const state = result.failure === 'tooLarge' || result.failure === 'tooSlow' ? result.failure : 'rateLimited';
    return <PageHero copy={{ heading: t('result.failedHeading'), intro: t(`refused.${state}`) }} actions={<BackLink href={result.page} label={t('result.back')} />} />;
  }
  const project = single(query.project);
  const answers = parseAnswers(new URLSearchParams(single(query.answers) ?? ''));
  const estimate = result.kind === 'estimate' && answersQuery(answers) !== '' && `${result.page}?${wizardQuery(answers, 'estimate')}`;
  const copyWithheld = result.kind === 'estimate' && single(query.copy) === 'withheld';
  return (
    <>
      <PageHero
        copy={{ heading: t('result.sentHeading'), intro: copyWithheld ? t('result.copyWithheld') : t(`result.sentIntro.${result.kind}`) }}
        actions={
          estimate ? (
            <BackLink href={estimate} label={t('result.backToEstimate')} />
          ) : (
            <BackLink href={result.page} label={t('result.back')} />
          )
        }
      />
      {result.kind === 'contact' && (
        <div className="container">
          <EnquiryFollowUp followUp={enquiryFollowUp(locale, projectTypes.find((type) => type === project))} headingLevel={2} />
        </div>
      )}
    </>
  );
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <a href={href}>{label}</a>
    </p>
  );
}
