/**
 * The calculator's rules and rates, in one table so the agency can tune them without touching components.
 *
 * How an estimate is made (estimate.ts):
 * 1. Effort in person-days = base effort of the product type
 *    + the days of every chosen feature, times the product type's `featureFactor` (each client builds it again).
 * 2. That effort is multiplied by the factor of every answer in `factors` (design, stage, timeline, compliance).
 * 3. Cost = effort × `dayRate`; the range runs from `range.low` to `range.high` times that, rounded outwards
 *    to `range.roundTo` euros. Duration = effort ÷ the suggested team's person-days per week, spread by `weeksRange`.
 *
 * Rules that keep estimates honest (unit-tested): feature days are never negative and factors are at least 1,
 * so adding a feature or choosing a more demanding answer never lowers the price.
 */
import { dayRate } from '@/config/facts';
import type { QuestionId, questions } from './questions';

/** A number for every option of a question. */
type Days<Q extends QuestionId> = Record<(typeof questions)[Q]['options'][number], number>;

export const pricingTable = {
  /** Blended day rate of the team in EUR: the company's, from its facts. */
  dayRate,

  /** Spread of the cost around the computed effort, and the rounding of the euro figures. */
  range: { low: 0.85, high: 1.25, roundTo: 5000 },
  /** Spread of the duration: a planned team absorbs part of the uncertainty, so it is narrower than the cost's. */
  weeksRange: { low: 0.9, high: 1.15 },

  /** Person-days for the core of each product type: set-up, infrastructure, main user flow, QA, launch. */
  baseDays: { web: 90, mobile: 110, both: 150, extension: 40 } satisfies Days<'product'>,

  /** Each feature is built once per client: two apps take half as long again as one. */
  featureFactor: { web: 1, mobile: 1.1, both: 1.5, extension: 0.8 } satisfies Days<'product'>,

  /** Person-days per answer, before the product type's feature factor. */
  featureDays: {
    users: { consumers: 10, businesses: 20, staff: 8, partners: 12 } satisfies Days<'users'>,
    auth: { none: 0, email: 8, social: 14, sso: 28 } satisfies Days<'auth'>,
    payments: { none: 0, oneTime: 10, subscriptions: 20, marketplace: 40 } satisfies Days<'payments'>,
    integrations: { messaging: 6, maps: 6, crm: 12, apis: 10, legacy: 20 } satisfies Days<'integrations'>,
    admin: { none: 0, basic: 12, cms: 22, full: 35 } satisfies Days<'admin'>,
    features: { files: 8, realtime: 15, reporting: 15, ai: 25, compliance: 10 } satisfies Days<'features'>,
  },

  /** Factors on the whole effort. */
  factors: {
    design: { provided: 1, standard: 1.05, custom: 1.2 } satisfies Days<'design'>,
    /** An idea needs a short discovery; a live product brings existing code, data and users to keep safe. */
    stage: { idea: 1.1, prototyped: 1, live: 1.15 } satisfies Days<'stage'>,
    /** A tight deadline means a larger team working in parallel, which costs coordination. */
    timeline: { flexible: 1, standard: 1, urgent: 1.15 } satisfies Days<'timeline'>,
    /** Regulated data: audit trail, encryption, reviews and documentation across every feature. */
    compliance: 1.15,
  },

  /** Developers by effort (person-days below `upTo`); a tight deadline adds one, a flexible one takes one away. */
  developers: [
    { upTo: 100, count: 1 },
    { upTo: 240, count: 2 },
    { upTo: 400, count: 3 },
    { upTo: Infinity, count: 4 },
  ],
  /** Share of a full-time person that each supporting role gives the project. */
  support: { designer: { provided: 0, standard: 0.25, custom: 0.5 } satisfies Days<'design'>, qa: 0.5, projectLead: 0.25 },
} as const;
