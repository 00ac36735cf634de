import type original from '@/content/words/en/services/frontend-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Frontend development: fast, accessible React, Angular and Vue interfaces, from audit to long-term development. */
export const frontendDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/angular', '/technologies/vue'],
  caseStudies: [
    '/case-studies/slotmagie',
    '/case-studies/building-a-better-casino-experience-with-aem',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'TypeScript',
    'Next.js',
    'Nuxt',
    'NgRx',
    'TanStack Query',
    'Storybook',
    'Vite',
    'Vitest',
    'Testing Library',
    'Playwright',
    'axe-core',
    'Lighthouse CI',
  ],
  icons: {
    problems: ['clock', 'layers', 'check', 'chart'],
    deliverables: ['code', 'layers', 'rocket', 'check', 'chart'],
  },
  picture: 'services/frontend-development',
  words: localizedWords<typeof original>('services/frontend-development'),
};
