import type original from '@/content/words/en/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** Micro-frontend rendering: a Node.js composition layer that lets five marketplace teams release on their own. */
export const microFrontendRendering: CaseStudyDetail = {
  technologies: ['/technologies/react', '/technologies/vue', '/technologies/angular', '/technologies/node-js'],
  stack: [
    'Node.js',
    'Fastify',
    'React',
    'Vue 3',
    'Angular',
    'TypeScript',
    'Strapi',
    'Spryker Marketplace',
    'Redis',
    'Kubernetes',
    'GitLab CI',
    'Playwright',
  ],
  icons: {
    solution: ['layers', 'code', 'book', 'check'],
  },
  pictures: {
    cover: 'case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering/cover',
    solution: 'case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering/solution',
    architecture: 'case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering/architecture',
    results: 'case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering/results',
  },
  words: localizedWords<typeof original>('case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering'),
};
