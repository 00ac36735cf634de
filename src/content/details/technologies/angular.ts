import type original from '@/content/words/en/technologies/angular.json';
import { localizedWords } from '@/content/localized-words';
import type { TechnologyDetail } from '../types';

/** Angular: why and where the agency uses it (long-lived business applications, dashboards, portals, migrations). */
export const angularTechnology: TechnologyDetail = {
  experience: { since: 2016, engineers: 10, projects: 25 },
  ecosystem: [
    'Angular CLI',
    'TypeScript',
    'RxJS',
    'Angular Signals',
    'NgRx',
    'Angular Material',
    'Angular CDK',
    'Nx',
    'Angular Elements',
    'Module Federation',
    'Jest',
    'Playwright',
    'Storybook',
    'ESLint',
  ],
  icons: {
    builds: ['chart', 'book', 'check', 'layers', 'code'],
  },
  words: localizedWords<typeof original>('technologies/angular'),
};
