/**
 * The figures the site states about the agency, in one typed place. Copy inserts them, formatted for each language
 * by `@/i18n/format`, and src/content/figures.test.ts fails when copy types a figure by hand where a fact exists.
 * Company details (address, register, reviews) are in `site.ts`, retention periods in `retention.ts`; the
 * calculator's table (src/lib/calculator/pricing-table.ts) reads its day rate from here.
 */
import type { Range } from '@/i18n/format';

/** What a dedicated team member costs, gross EUR per person per month, by role and seniority. */
export const personMonth: Range = { low: 7500, high: 12000 };

/** Blended day rate of a team in EUR (engineering, design, QA and project lead); the calculator prices effort with it. */
export const dayRate = 480;

/**
 * The paid discovery before a fixed-price project: two to four weeks by a product manager and a designer, with the
 * tech lead's technical outline included, priced at the day rate: a fixed price per week, so per discovery.
 */
export const discovery = { weeks: { low: 2, high: 4 } as Range, people: 2 };
export const discoveryWeekly = discovery.people * 5 * dayRate;
export const discoveryPrice: Range = { low: discovery.weeks.low * discoveryWeekly, high: discovery.weeks.high * discoveryWeekly };

/**
 * The MVP Launcher: a web or SaaS MVP at a fixed price, two weeks of scoping and ten of building, by a team of at
 * most four (product manager, designer and two engineers).
 */
export const mvpLauncher = { price: { low: 60000, high: 120000 } as Range, weeks: 12, scopingWeeks: 2, maxTeam: 4 };

/** An app MVP for iOS and Android from one codebase, with backend and store release: EUR, and weeks to the stores. */
export const mobileMvp = { price: { low: 70000, high: 140000 } as Range, weeks: { low: 12, high: 14 } as Range };

/** An MVP inside a larger organisation (security review, single sign-on, existing systems), pilot included. */
export const enterpriseMvp = { price: { low: 120000, high: 250000 } as Range, months: { low: 4, high: 6 } as Range };

/** A growth team after launch: its size, and so its monthly cost at the person-month rate. */
export const growthTeam = { people: { low: 3, high: 5 } as Range };
export const growthTeamMonthly: Range = {
  low: growthTeam.people.low * personMonth.low,
  high: growthTeam.people.high * personMonth.high,
};

export const codeCamp = {
  /** The first cohort started in this month; since then one starts every March and September, for six months. */
  firstCohort: '2024-03',
  cohortSize: 8,
  /** Trainees who finished the programme, and those of them the agency hired. */
  graduates: 38,
  hires: 21,
  /** Gross EUR per month, on an employment contract from the first day. */
  monthlyPay: 2600,
  hoursPerWeek: 40,
  /** Paid days off over the whole programme. */
  holidayDays: 15,
} as const;

/**
 * Accessibility: the level the agency designs, builds and audits to, and the level German law (BFSG, through the
 * harmonised standard EN 301 549) requires today, which the first includes.
 */
export const accessibility = { standard: 'WCAG 2.2 AA', legalBaseline: 'WCAG 2.1 AA' } as const;

/** Who works at the agency, by function, in Berlin and Leipzig; the headcount is their sum. */
export const team = { engineering: 44, design: 8, productAndDelivery: 6, operations: 4 } as const;
export const headcount = Object.values(team).reduce((sum, people) => sum + people, 0);

/** Client projects delivered since the company was founded (a lower bound: copy says "more than" or "170+"). */
export const projectsDelivered = 170;

/** How long clients stay with the agency, on average, in years. */
export const clientTenureYears = 3.5;
