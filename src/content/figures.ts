/**
 * The agency's figures as copy prints them, in each language, from the typed facts (src/config/facts.ts). Copy
 * interpolates these and never types a figure by hand: src/content/figures.test.ts fails if it does.
 */
import { discovery, growthTeam, growthTeamMonthly, mvpLauncher, personMonth } from '@/config/facts';
import { formatEuroRange } from '@/i18n/format';
import type { AppLocale } from '@/i18n/routing';

function figuresIn(locale: AppLocale) {
  return {
    personMonth: formatEuroRange(personMonth, locale),
    discoveryPrice: formatEuroRange(discovery.price, locale),
    launcherPrice: formatEuroRange(mvpLauncher.price, locale),
    growthTeamMonthly: formatEuroRange(growthTeamMonthly, locale),
    growthTeamPeople: `${growthTeam.people.low}–${growthTeam.people.high}`,
  };
}

export const figures = { en: figuresIn('en'), de: figuresIn('de') } as const;
export type FigureName = keyof (typeof figures)['en'];
