import type original from '@/content/words/en/case-studies/slotmagie.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** Slotmagie: a server-rendered, mobile-first game lobby with a Node.js backend-for-frontend and headless AEM content. */
export const slotmagie: CaseStudyDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  stack: [
    'Next.js',
    'React',
    'TypeScript',
    'Node.js',
    'Fastify',
    'Adobe Experience Manager (content fragments)',
    'GraphQL',
    'Redis',
    'Playwright',
    'Storybook',
    'Figma',
    'OpenTelemetry',
  ],
  icons: {
    solution: ['rocket', 'layers', 'design', 'book', 'check'],
  },
  pictures: {
    cover: 'case-studies/slotmagie/cover',
    solution: 'case-studies/slotmagie/solution',
    architecture: 'case-studies/slotmagie/architecture',
    results: 'case-studies/slotmagie/results',
  },
  words: localizedWords<typeof original>('case-studies/slotmagie'),
};
