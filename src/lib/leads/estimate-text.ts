/**
 * An estimate from the calculator in words for e-mails and exports. The figures are worked out again from the
 * answers, never taken from the form.
 */
import { createTranslator } from 'use-intl/core';
import { localePath } from '@/i18n/routes';
import { describeAnswer, describeFigures, describeTeam } from '@/lib/calculator/describe';
import { estimateMvpCost } from '@/lib/calculator/estimate';
import { questionIds } from '@/lib/calculator/questions';
import { completeAnswers, parseAnswers, wizardQuery } from '@/lib/calculator/wizard-state';
import type { Locale } from '@/i18n/locales';
import { readMessages } from '@/i18n/messages';

export type Row = [label: string, value: string];

export interface EstimateText {
  cost: string;
  weeks: string;
  team: string[];
  answers: Row[];
  /** The result page that shows this estimate again. */
  link: string;
}

export function calculatorTranslator(locale: Locale) {
  return createTranslator({ locale, messages: readMessages(locale), namespace: 'Calculator' });
}

export function describeEstimate(query: string | undefined, locale: Locale, siteUrl: string): EstimateText | undefined {
  const answers = query ? completeAnswers(parseAnswers(new URLSearchParams(query))) : undefined;
  if (!answers) return undefined;
  const t = calculatorTranslator(locale);
  const estimate = estimateMvpCost(answers);
  return {
    ...describeFigures(t, estimate, locale),
    team: describeTeam(t, estimate.team),
    answers: questionIds.map((id) => [t(`steps.${id}.question`), describeAnswer(t, id, answers)]),
    link: `${siteUrl}${localePath('/mvp-cost-calculator/app', locale)}?${wizardQuery(answers, 'estimate')}`,
  };
}

/** The rows an estimate adds to the agency's e-mail, in the e-mail's language. */
export function estimateRows(query: string | undefined, siteUrl: string, locale: Locale): Row[] {
  const text = describeEstimate(query, locale, siteUrl);
  if (!text) return [];
  return [['Estimate', `${text.cost}, ${text.weeks}`], ['Team', text.team.join('; ')], ...text.answers, ['Estimate link', text.link]];
}
