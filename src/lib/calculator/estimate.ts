import type { Range } from '@/i18n/format';
import { pricingTable as table } from './pricing-table';
import type { Answers, QuestionId } from './questions';

/** The areas an estimate is broken down into, in the order they are shown. */
const areas = ['foundation', 'access', 'payments', 'integrations', 'admin', 'data'] as const;
export type Area = (typeof areas)[number];

/** The questions whose answers make up each area's effort. */
export const areaQuestions: Record<Area, QuestionId[]> = {
  foundation: ['product'],
  access: ['users', 'auth'],
  payments: ['payments'],
  integrations: ['integrations'],
  admin: ['admin'],
  data: ['features'],
};

type Role = 'webDeveloper' | 'mobileDeveloper' | 'backendDeveloper' | 'designer' | 'qa' | 'projectLead';
type Factor = 'design' | 'stage' | 'timeline' | 'compliance';

export interface Estimate {
  /** EUR, rounded outwards. */
  cost: Range;
  weeks: Range;
  /** Person-days, rounded. */
  effortDays: number;
  team: { role: Role; count: number; partTime: boolean }[];
  /**
   * Every area with its person-days and its share of the effort (0–1) in whole percent: the days add up to
   * `effortDays` and the shares to 100 %, exactly as shown.
   */
  breakdown: { area: Area; days: number; share: number }[];
  /** The answers that raised the whole effort, in percent. */
  factors: { factor: Factor; percent: number }[];
}

/** The cost, duration and team of an MVP from the visitor's answers, by the rules of the pricing table. */
export function estimateMvpCost(answers: Answers): Estimate {
  const feature = table.featureFactor[answers.product];
  const days = table.featureDays;
  const sum = <K extends string>(rates: Record<K, number>, chosen: readonly K[]) => chosen.reduce((total, key) => total + rates[key], 0);
  const rawDays: Record<Area, number> = {
    foundation: table.baseDays[answers.product],
    access: feature * (sum(days.users, answers.users) + days.auth[answers.auth]),
    payments: feature * days.payments[answers.payments],
    integrations: feature * sum(days.integrations, answers.integrations),
    admin: feature * days.admin[answers.admin],
    data: feature * sum(days.features, answers.features),
  };
  const factorValues: Record<Factor, number> = {
    design: table.factors.design[answers.design],
    stage: table.factors.stage[answers.stage],
    timeline: table.factors.timeline[answers.timeline],
    compliance: answers.features.includes('compliance') ? table.factors.compliance : 1,
  };
  const multiplier = Object.values(factorValues).reduce((product, value) => product * value, 1);
  const raw = areas.reduce((total, area) => total + rawDays[area], 0);
  const effort = raw * multiplier;
  const euros = effort * table.dayRate;
  const { roundTo } = table.range;

  const effortDays = Math.round(effort);
  const rawByArea = areas.map((area) => rawDays[area]);
  const daysByArea = apportion(rawByArea, effortDays);
  const percentByArea = apportion(rawByArea, 100);
  const team = suggestTeam(answers, effort);
  const personDaysPerWeek = 5 * team.reduce((total, member) => total + member.count * member.fte, 0);
  const weeks = effort / personDaysPerWeek;

  return {
    cost: {
      low: Math.floor((euros * table.range.low) / roundTo) * roundTo,
      high: Math.ceil((euros * table.range.high) / roundTo) * roundTo,
    },
    weeks: { low: Math.max(1, Math.round(weeks * table.weeksRange.low)), high: Math.ceil(weeks * table.weeksRange.high) },
    effortDays,
    team: team.map(({ role, count, fte }) => ({ role, count, partTime: fte < 1 })),
    breakdown: areas.map((area, index) => ({ area, days: daysByArea[index]!, share: percentByArea[index]! / 100 })),
    factors: (Object.keys(factorValues) as Factor[])
      .filter((factor) => factorValues[factor] > 1)
      .map((factor) => ({ factor, percent: Math.round((factorValues[factor] - 1) * 100) })),
  };
}

/**
 * Whole numbers in proportion to `values` that add up to exactly `total`: each gets its share rounded down, and
 * what is left goes one by one to the largest remainders (a value of 0 always gets 0).
 */
export function apportion(values: readonly number[], total: number): number[] {
  const sum = values.reduce((accumulated, value) => accumulated + value, 0);
  if (sum === 0) return values.map(() => 0);
  const exact = values.map((value) => (value / sum) * total);
  const result = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  let left = total - result.reduce((accumulated, value) => accumulated + value, 0);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    result[index]! += 1;
  }
  return result;
}

function suggestTeam(answers: Answers, effort: number) {
  const byEffort = table.developers.find((band) => effort < band.upTo)?.count ?? 1;
  const adjustment = answers.timeline === 'urgent' ? 1 : answers.timeline === 'flexible' ? -1 : 0;
  // Web and mobile together need at least one developer for each.
  const developers = Math.max(answers.product === 'both' ? 2 : 1, byEffort + adjustment);
  const designer = table.support.designer[answers.design];
  const members: { role: Role; count: number; fte: number }[] = [
    ...developerRoles(answers.product, developers).map(([role, count]) => ({ role, count, fte: 1 })),
    { role: 'designer', count: 1, fte: designer },
    { role: 'qa', count: 1, fte: table.support.qa },
    { role: 'projectLead', count: 1, fte: table.support.projectLead },
  ];
  return members.filter((member) => member.count > 0 && member.fte > 0);
}

function developerRoles(product: Answers['product'], count: number): [Role, number][] {
  switch (product) {
    case 'mobile':
      // From two developers on, one of them builds the back end the app talks to.
      return count > 1 ? [['mobileDeveloper', count - 1], ['backendDeveloper', 1]] : [['mobileDeveloper', 1]];
    case 'both':
      return [['webDeveloper', Math.floor(count / 2)], ['mobileDeveloper', count - Math.floor(count / 2)]];
    default:
      return [['webDeveloper', count]];
  }
}
