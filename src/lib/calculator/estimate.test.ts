import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, estimateMvpCost } from './estimate';
import { enterpriseMvp, mobileMvp, mvpLauncher } from '@/config/facts';
import { formatEuroRange, formatEuros, formatShare } from '@/i18n/format';
import { pricingTable } from './pricing-table';
import { questions, type Answers } from './questions';

const saas: Answers = {
  product: 'web', stage: 'idea', users: ['businesses'], design: 'standard', timeline: 'standard',
  auth: 'email', payments: 'subscriptions', integrations: ['messaging', 'crm'], admin: 'basic', features: [],
};
const mobileApp: Answers = {
  product: 'mobile', stage: 'idea', users: ['consumers'], design: 'custom', timeline: 'standard',
  auth: 'social', payments: 'oneTime', integrations: ['messaging'], admin: 'basic', features: [],
};
const enterprise: Answers = {
  product: 'web', stage: 'live', users: ['staff', 'partners'], design: 'standard', timeline: 'standard',
  auth: 'sso', payments: 'none', integrations: ['messaging', 'crm', 'legacy'], admin: 'full', features: ['reporting', 'compliance'],
};
const extension: Answers = {
  product: 'extension', stage: 'prototyped', users: ['consumers'], design: 'provided', timeline: 'flexible',
  auth: 'none', payments: 'none', integrations: [], admin: 'none', features: [],
};

describe('estimateMvpCost', () => {
  // The bands the landing pages and the calculator's own page publish for each kind of project, from the facts
  // they print: a change to the pricing table or to a band that makes them disagree fails here.
  it.each([
    { name: 'a web SaaS MVP', answers: saas, cost: [mvpLauncher.price.low, mvpLauncher.price.high], typicalWeeks: mvpLauncher.weeks },
    { name: 'a mobile app MVP', answers: mobileApp, cost: [mobileMvp.price.low, mobileMvp.price.high], typicalWeeks: mobileMvp.weeks.high },
    {
      name: 'an enterprise MVP',
      answers: enterprise,
      cost: [enterpriseMvp.price.low, enterpriseMvp.price.high],
      typicalWeeks: Math.floor((enterpriseMvp.months.low * 52) / 12),
    },
    { name: 'a small browser extension', answers: extension, cost: [10_000, 40_000], typicalWeeks: 6 },
  ])('puts $name within its published band', ({ answers, cost, typicalWeeks }) => {
    const estimate = estimateMvpCost(answers);
    expect(estimate.cost.low).toBeGreaterThanOrEqual(cost[0]!);
    expect(estimate.cost.high).toBeLessThanOrEqual(cost[1]!);
    expect(estimate.cost.low).toBeLessThan(estimate.cost.high);
    expect(estimate.weeks.low).toBeLessThanOrEqual(typicalWeeks);
    expect(estimate.weeks.high).toBeGreaterThanOrEqual(typicalWeeks);
    expect(estimate.weeks.high).toBeLessThan(typicalWeeks * 1.5);
  });

  it('follows the table for a small extension, figure by figure', () => {
    // 40 base days + 0.8 × 10 for consumer accounts = 48 person-days at €480 = €23,040.
    const estimate = estimateMvpCost(extension);
    expect(estimate.effortDays).toBe(48);
    expect(estimate.cost).toEqual({ low: 15_000, high: 30_000 }); // 19,584 and 28,800 rounded outwards
    // One developer, QA half time, project lead a quarter: 8.75 person-days a week, 5.5 weeks (×0.9 to ×1.15).
    expect(estimate.team).toEqual([
      { role: 'webDeveloper', count: 1, partTime: false },
      { role: 'qa', count: 1, partTime: true },
      { role: 'projectLead', count: 1, partTime: true },
    ]);
    expect(estimate.weeks).toEqual({ low: 5, high: 7 });
    expect(estimate.factors).toEqual([]);
  });

  it('breaks the effort down into areas whose shares add up to the whole', () => {
    const estimate = estimateMvpCost(enterprise);
    expect(estimate.breakdown.map((line) => line.area)).toEqual(['foundation', 'access', 'payments', 'integrations', 'admin', 'data']);
    expect(estimate.breakdown.reduce((total, line) => total + line.share, 0)).toBeCloseTo(1);
    expect(estimate.breakdown.find((line) => line.area === 'payments')?.days).toBe(0);
    expect(estimate.factors).toEqual([
      { factor: 'design', percent: 5 },
      { factor: 'stage', percent: 15 },
      { factor: 'compliance', percent: 15 },
    ]);
  });

  it('suggests one developer for web and one for mobile at least, and more for a tight deadline', () => {
    const both = estimateMvpCost({ ...extension, product: 'both' });
    expect(both.team.filter((member) => member.role.endsWith('Developer')).map((member) => member.role)).toEqual(['webDeveloper', 'mobileDeveloper']);
    const developers = (answers: Answers) =>
      estimateMvpCost(answers).team.filter((member) => member.role.endsWith('Developer')).reduce((total, member) => total + member.count, 0);
    expect(developers({ ...saas, timeline: 'urgent' })).toBe(developers(saas) + 1);
    expect(estimateMvpCost({ ...saas, timeline: 'urgent' }).weeks.high).toBeLessThan(estimateMvpCost(saas).weeks.high);
  });

  it('breaks down exactly the figures it shows: days add up to the effort, shares to 100 %', () => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        const { effortDays, breakdown } = estimateMvpCost(answers);
        expect(breakdown.reduce((total, line) => total + line.days, 0)).toBe(effortDays);
        expect(breakdown.reduce((total, line) => total + Math.round(line.share * 100), 0)).toBe(100);
      }),
      { numRuns: 300 },
    );
  });

  it('apportions whole numbers by the largest remainders', () => {
    expect(apportion([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(apportion([0, 2, 1], 10)).toEqual([0, 7, 3]);
    expect(apportion([0, 0], 5)).toEqual([0, 0]);
    expect(apportion([3, 0.0001], 3)).toEqual([3, 0]);
  });

  it('rounds every figure to whole numbers', () => {
    for (const answers of [saas, mobileApp, enterprise, extension]) {
      const { cost, weeks, breakdown } = estimateMvpCost(answers);
      expect(cost.low % pricingTable.range.roundTo).toBe(0);
      expect(cost.high % pricingTable.range.roundTo).toBe(0);
      for (const value of [weeks.low, weeks.high, ...breakdown.map((line) => line.days)]) expect(Number.isInteger(value)).toBe(true);
    }
  });
});

const subset = <T,>(options: readonly T[]) => fc.subarray([...options]);
const anyAnswers: fc.Arbitrary<Answers> = fc.record({
  product: fc.constantFrom(...questions.product.options),
  stage: fc.constantFrom(...questions.stage.options),
  users: fc.subarray([...questions.users.options], { minLength: 1 }),
  design: fc.constantFrom(...questions.design.options),
  timeline: fc.constantFrom(...questions.timeline.options),
  auth: fc.constantFrom(...questions.auth.options),
  payments: fc.constantFrom(...questions.payments.options),
  integrations: subset(questions.integrations.options),
  admin: fc.constantFrom(...questions.admin.options),
  features: subset(questions.features.options),
});

describe('monotonic estimates', () => {
  const notLower = (before: Answers, after: Answers) => {
    const [a, b] = [estimateMvpCost(before), estimateMvpCost(after)];
    expect(b.cost.low).toBeGreaterThanOrEqual(a.cost.low);
    expect(b.cost.high).toBeGreaterThanOrEqual(a.cost.high);
    expect(b.effortDays).toBeGreaterThanOrEqual(a.effortDays);
  };

  it.each(['users', 'integrations', 'features'] as const)('adding any %s choice never lowers the price', (id) => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        for (const option of questions[id].options) {
          const chosen: readonly string[] = answers[id];
          if (!chosen.includes(option)) notLower(answers, { ...answers, [id]: [...chosen, option] });
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(['auth', 'payments', 'admin', 'design'] as const)('a more demanding %s answer never lowers the price', (id) => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        const options: readonly string[] = questions[id].options;
        for (const later of options.slice(options.indexOf(answers[id]) + 1)) notLower(answers, { ...answers, [id]: later });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every feature day non-negative and every factor at least 1', () => {
    const days = Object.values(pricingTable.featureDays).flatMap((rates) => Object.values(rates));
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    const { compliance, ...perAnswer } = pricingTable.factors;
    const factors = [compliance, ...Object.values(perAnswer).flatMap((values) => Object.values(values))];
    expect(Math.min(...factors)).toBeGreaterThanOrEqual(1);
  });
});

describe('formatting', () => {
  it.each([
    ['en', 45_000, '€45,000'],
    ['de', 45_000, '45.000\u00a0€'],
    ['en', 1_250_000, '€1,250,000'],
    ['de', 1_250_000, '1.250.000\u00a0€'],
  ] as const)('writes euros in %s: %d → %s', (locale, amount, written) => {
    expect(formatEuros(amount, locale)).toBe(written);
  });

  it('writes ranges and shares as each language does', () => {
    expect(formatEuroRange({ low: 75_000, high: 120_000 }, 'en')).toBe('€75,000–€120,000');
    expect(formatEuroRange({ low: 75_000, high: 120_000 }, 'de')).toBe('75.000–120.000\u00a0€');
    expect(formatShare(0.236, 'en')).toBe('24%');
    expect(formatShare(0.236, 'de')).toBe('24\u00a0%');
  });
});
