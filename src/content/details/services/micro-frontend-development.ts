import type original from '@/content/words/en/services/micro-frontend-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Micro-frontend development: architecture, composition layer, shared design system and step-by-step migration. */
export const microFrontendDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/vue', '/technologies/angular'],
  caseStudies: [
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  tools: [
    'Webpack Module Federation',
    'single-spa',
    'Next.js',
    'Nuxt',
    'Vite',
    'Web Components',
    'Storybook',
    'Nx',
    'Pact',
    'Playwright',
    'Sentry',
    'Strapi',
  ],
  icons: {
    problems: ['clock', 'layers', 'code', 'cart'],
    deliverables: ['layers', 'rocket', 'design', 'check', 'cart'],
  },
  picture: 'services/micro-frontend-development',
  words: localizedWords<typeof original>('services/micro-frontend-development'),
};
