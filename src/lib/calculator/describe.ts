/** An estimate and its answers in words, the same in the wizard, the contact form and the e-mails. */
import type { useTranslations } from 'next-intl';
import type { Estimate } from './estimate';
import { formatEuroRange } from '@/i18n/format';
import type { Answers, QuestionId } from './questions';
import { chosenOptions } from './wizard-state';
import type { Locale } from '@/i18n/locales';

export type CalculatorTranslator = ReturnType<typeof useTranslations<'Calculator'>>;

/** An option's label or its one-line explanation. */
export function optionText(t: CalculatorTranslator, id: QuestionId, option: string, part: 'label' | 'text'): string {
  // The keys come from the question's own options, which a test checks against the message files.
  return t(`steps.${id}.options.${option}.${part}` as Parameters<CalculatorTranslator>[0]);
}

/** The label of the chosen option, or of each chosen option. */
export function describeAnswer(t: CalculatorTranslator, id: QuestionId, answers: Partial<Answers>): string {
  const chosen = chosenOptions(answers, id);
  if (chosen.length === 0) return t('result.none');
  return chosen.map((option) => optionText(t, id, option, 'label')).join(', ');
}

export function describeTeam(t: CalculatorTranslator, team: Estimate['team']): string[] {
  return team.map(({ role, count, partTime }) => {
    const people = t(`result.roles.${role}`, { count });
    return partTime ? t('result.partTime', { role: people }) : people;
  });
}

export function describeFigures(t: CalculatorTranslator, estimate: Estimate, locale: Locale) {
  return { cost: formatEuroRange(estimate.cost, locale), weeks: t('result.weeks', { low: estimate.weeks.low, high: estimate.weeks.high }) };
}
