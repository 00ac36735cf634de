import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageCopy } from '@/content/page-copy';
import { ClientMessages } from '@/i18n/ClientMessages';
import { localePath } from '@/i18n/routes';
import { requireLocale } from '@/i18n/require-locale';
import { readWizard, toUrlSearchParams, wizardQuery } from '@/lib/calculator/wizard-state';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import type { SearchParams } from '@/lib/seo/urls';
import { calculatorMessages } from '@/components/forms/form-messages';
import { CalculatorWizard } from '@/components/calculator/CalculatorWizard';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { PageHero } from '@/components/page/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';

const key = '/mvp-cost-calculator/app';

interface CalculatorProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: CalculatorProps): Promise<Metadata> {
  // Every state of the wizard is the same page to a search engine: the canonical address has no answers.
  return buildPageMetadata({ key, locale: requireLocale((await params).locale) });
}

/**
 * The MVP cost calculator. Rendered per request from the answers in the address, so that it works without
 * JavaScript: each step's form sends the visitor here with a move (`to`), which is answered with the clean
 * address of the step it leads to (or of the same step, with its message, when an answer is missing).
 */
export default async function CalculatorPage({ params, searchParams }: CalculatorProps) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const query = toUrlSearchParams(await searchParams);
  const path = localePath(key, locale);
  if (query.has('to')) {
    const state = readWizard(query);
    if (!state.missing) redirect(`${path}?${wizardQuery(state.answers, state.position, state.returning)}#calculator`);
  }
  return (
    <>
      <PageHero copy={pageCopy(key, locale)} before={<Breadcrumbs routeKey={key} locale={locale} />} size="compact" />
      <ClientMessages paths={calculatorMessages}>
        <CalculatorWizard path={path} locale={locale} />
      </ClientMessages>
      <JsonLd data={breadcrumbJsonLd(key, locale)} />
    </>
  );
}
