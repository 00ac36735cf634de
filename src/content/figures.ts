/**
 * The agency's figures as copy prints them, in each language, from the typed facts (src/config/facts.ts). Copy
 * interpolates these and never types a figure by hand: src/content/figures.test.ts fails if it does.
 */
import { clientTenureYears, discovery, discoveryPrice, discoveryWeekly, enterpriseMvp, growthTeam, growthTeamMonthly, mobileMvp, mvpLauncher, personMonth } from '@/config/facts';
import { formatEuroRange, formatEuros, formatNumber, type Range } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** "12 to 14" or "12 bis 14" in running text, "12–14" in a compact label. */
const words = { en: 'to', de: 'bis' } as const;
const spanIn = ({ low, high }: Range, locale: Locale) => (low === high ? `${low}` : `${low} ${words[locale]} ${high}`);
const span = ({ low, high }: Range) => (low === high ? `${low}` : `${low}–${high}`);

/** Every MVP the agency offers, from the web MVP's fixed weeks to the longest app MVP. */
const mvpWeeks: Range = { low: Math.min(mvpLauncher.weeks, mobileMvp.weeks.low), high: Math.max(mvpLauncher.weeks, mobileMvp.weeks.high) };

/** A SaaS MVP: the Launcher's weeks, plus a discovery's when the idea needs one first. */
const saasMvpWeeks: Range = { low: mvpLauncher.weeks, high: mvpLauncher.weeks + discovery.weeks.high };

function figuresIn(locale: Locale) {
  return {
    personMonth: formatEuroRange(personMonth, locale),
    discoveryPrice: formatEuroRange(discoveryPrice, locale),
    discoveryWeekly: formatEuros(discoveryWeekly, locale),
    /** How long a discovery takes: "2 to 4" or "2 bis 4" weeks in running text, "2–4" in a compact label. */
    discoveryWeeks: spanIn(discovery.weeks, locale),
    discoveryWeeksShort: span(discovery.weeks),
    launcherPrice: formatEuroRange(mvpLauncher.price, locale),
    /** The MVP Launcher's weeks from the first workshop to launch: the scoping weeks, then the weeks of building. */
    launcherWeeks: `${mvpLauncher.weeks}`,
    launcherScopingWeeks: `${mvpLauncher.scopingWeeks}`,
    launcherBuildWeeks: `${mvpLauncher.weeks - mvpLauncher.scopingWeeks}`,
    enterpriseMvpPrice: formatEuroRange(enterpriseMvp.price, locale),
    enterpriseMvpMonths: spanIn(enterpriseMvp.months, locale),
    growthTeamMonthly: formatEuroRange(growthTeamMonthly, locale),
    growthTeamPeople: span(growthTeam.people),
    mobileMvpPrice: formatEuroRange(mobileMvp.price, locale),
    mobileMvpWeeks: spanIn(mobileMvp.weeks, locale),
    mobileMvpWeeksShort: span(mobileMvp.weeks),
    mvpWeeks: spanIn(mvpWeeks, locale),
    saasMvpWeeks: spanIn(saasMvpWeeks, locale),
    /** How long clients stay, on average: "3.5" or "3,5" years. */
    clientTenure: formatNumber(clientTenureYears, locale),
  };
}

export const figures = { en: figuresIn('en'), de: figuresIn('de') } as const;
export type FigureName = keyof (typeof figures)['en'];
