import type original from '@/content/words/en/case-studies/how-we-turned-thank-you-pages-into-revenue-generators.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** Thank-you pages: a Vue offers module on a Spryker shop’s order confirmation that added 4% to online revenue. */
export const thankYouPages: CaseStudyDetail = {
  technologies: ['/technologies/php', '/technologies/vue'],
  stack: [
    'Spryker Commerce OS',
    'PHP 8.2',
    'Spryker Glue API',
    'Vue 3',
    'TypeScript',
    'Vite',
    'Redis',
    'GrowthBook',
    'Playwright',
    'GitLab CI',
  ],
  icons: {
    solution: ['cart', 'layers', 'ticket', 'chart'],
  },
  pictures: {
    cover: 'case-studies/how-we-turned-thank-you-pages-into-revenue-generators/cover',
    solution: 'case-studies/how-we-turned-thank-you-pages-into-revenue-generators/solution',
    architecture: 'case-studies/how-we-turned-thank-you-pages-into-revenue-generators/architecture',
    results: 'case-studies/how-we-turned-thank-you-pages-into-revenue-generators/results',
  },
  words: localizedWords<typeof original>('case-studies/how-we-turned-thank-you-pages-into-revenue-generators'),
};
