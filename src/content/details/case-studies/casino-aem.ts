import type original from '@/content/words/en/case-studies/building-a-better-casino-experience-with-aem.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** Casino on AEM: an online casino site rebuilt on Adobe Experience Manager, faster on mobile and run by marketing. */
export const casinoAem: CaseStudyDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  stack: [
    'Adobe Experience Manager as a Cloud Service',
    'HTL',
    'Sling Models',
    'AEM Core Components',
    'React',
    'TypeScript',
    'Node.js',
    'webpack',
    'Storybook',
    'Jest',
    'Playwright',
    'Cloud Manager',
  ],
  icons: {
    solution: ['layers', 'code', 'clock', 'shield'],
  },
  pictures: {
    cover: 'case-studies/building-a-better-casino-experience-with-aem/cover',
    solution: 'case-studies/building-a-better-casino-experience-with-aem/solution',
    architecture: 'case-studies/building-a-better-casino-experience-with-aem/architecture',
    results: 'case-studies/building-a-better-casino-experience-with-aem/results',
  },
  words: localizedWords<typeof original>('case-studies/building-a-better-casino-experience-with-aem'),
};
