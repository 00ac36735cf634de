import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { jobOpenings, jobTitle } from '@/content/jobs';
import { requireLocale } from '@/i18n/require-locale';
import { answersQuery, parseAnswers } from '@/lib/calculator/wizard-state';
import { formResultCookieName } from '@/config/cookies';
import { asFailure } from '@/lib/leads/fields';
import { leadStore } from '@/lib/leads/service';
import { fixedFormResult } from '@/lib/leads/submission';
import type { FormResult } from '@/lib/leads/store';
import { enquiryFollowUp } from '@/lib/leads/follow-up-content';
import { DeferredApplicationForm, DeferredContactForm, DeferredEstimateForm } from '@/components/forms/Deferred';
import { EnquiryFollowUp } from '@/components/forms/EnquiryFollowUp';
import { PageHero } from '@/components/page/PageHero';
import { Section } from '@/components/sections/Section';
import type { Locale } from '@/i18n/locales';
import styles from './page.module.css';

export const dynamic = 'force-dynamic';

/** What a visitor without JavaScript sees after sending a form: the thank-you, or the form again with what they typed. */
// Cached per request: the metadata and the page read the same record once. An unknown id is a 404; storage
// that fails is a server error (500), not a missing page.
// A stored result opens only in the browser that sent the form (it holds the id in a cookie): elsewhere it is
// unknown, so a page with values someone else typed cannot be passed on as a link.
/** A stored result's id; any other id names one of the fixed pages for refused and ignored posts. */
const storedId = /^[0-9a-f-]{36}$/;
const loadResult = cache(async (id: string, locale: Locale): Promise<FormResult> => {
  const ownResult = storedId.test(id) && (await cookies()).get(formResultCookieName)?.value === id;
  const result = ownResult ? await (await leadStore()).formResult(id) : fixedFormResult(id, locale);
  if (!result) notFound();
  return result;
});

export async function generateMetadata({ params }: PageProps<'/[locale]/form/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: requireLocale(locale), namespace: 'Forms.result' });
  const { outcome } = await loadResult(id, requireLocale(locale));
  return { title: { absolute: t(`${outcome}Title`) }, robots: { index: false, follow: false } };
}

export default async function FormResultPage({ params }: PageProps<'/[locale]/form/[id]'>) {
  const { locale: requested, id } = await params;
  const locale = requireLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations('Forms');
  const calculator = await getTranslations('Calculator.result');
  const result = await loadResult(id, locale);
  const name = result.values.name ?? '';
  const sent = { contact: () => t('contactSent', { name }), application: () => t('applicationSent', { name }), estimate: () => calculator(result.copyWithheld ? 'sentWithoutCopy' : 'sent', { name }) };
  // An estimate's page is its result: the answers go back into the address.
  const answers = result.kind === 'estimate' ? answersQuery(parseAnswers(new URLSearchParams(result.values.estimate ?? ''))) : '';
  const backTo = answers ? `${result.page}?${answers}&view=estimate#calculator` : result.page;
  const intro =
    result.outcome === 'sent'
      ? sent[result.kind]()
      : result.failure
        ? t(`failures.${asFailure(result.failure)}`, { email: siteConfig.email })
        : t('errorSummary');
  const back = (
    <p>
      <a href={backTo}>{t('result.back')}</a>
    </p>
  );

  // A fixed page (a refused or ignored post): nothing was kept, so there is no form to give back.
  if (!storedId.test(id)) {
    const state = result.outcome === 'sent' ? 'sent' : result.failure === 'tooLarge' || result.failure === 'tooSlow' ? result.failure : 'rateLimited';
    return <PageHero copy={{ heading: t(`result.${result.outcome}Heading`), intro: t(`refused.${state}`) }} actions={back} />;
  }
  if (result.outcome === 'sent') {
    return (
      <>
        <PageHero copy={{ heading: t('result.sentHeading'), intro }} actions={back} />
        {result.kind === 'contact' && (
          <div className={`container ${styles.followUp}`}>
            <EnquiryFollowUp followUp={enquiryFollowUp(locale, result.values.projectType)} headingLevel={2} />
          </div>
        )}
      </>
    );
  }
  const initial = { values: result.values, errors: result.errors };
  const job = jobOpenings.find((opening) => opening.id === result.values.position);
  return (
    <>
      <PageHero copy={{ heading: t(`result.${result.outcome}Heading`), intro }} actions={back} />
      <Section id="form" heading={result.kind === 'estimate' ? calculator('sendHeading') : t(result.kind === 'application' ? 'applicationHeading' : 'contactHeading')}>
        {result.kind === 'estimate' ? (
          <DeferredEstimateForm locale={locale} page={result.page} estimate={result.values.estimate ?? ''} initial={initial} />
        ) : result.kind === 'application' ? (
          <DeferredApplicationForm
            locale={locale}
            page={result.page}
            position={{ id: result.values.position ?? '', title: job ? jobTitle(job, locale) : '' }}
            initial={initial}
          />
        ) : (
          <DeferredContactForm locale={locale} page={result.page} initial={initial} />
        )}
      </Section>
    </>
  );
}
