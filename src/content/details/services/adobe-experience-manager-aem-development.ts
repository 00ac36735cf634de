import type original from '@/content/words/en/services/adobe-experience-manager-aem-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** AEM development: component libraries, headless delivery, performance and cloud migration for Adobe Experience Manager. */
export const aemDevelopment: ServiceDetail = {
  technologies: ['/technologies/react', '/technologies/node-js'],
  caseStudies: ['/case-studies/building-a-better-casino-experience-with-aem', '/case-studies/slotmagie'],
  tools: [
    'AEM as a Cloud Service',
    'Adobe Cloud Manager',
    'HTL',
    'Sling Models',
    'AEM Core Components',
    'Content Fragments and GraphQL',
    'AEM Dispatcher',
    'Apache Maven',
    'Next.js',
    'webpack',
    'JUnit with AEM Mocks',
    'Playwright',
  ],
  icons: {
    problems: ['ticket', 'clock', 'cloud', 'layers'],
    deliverables: ['layers', 'globe', 'chart', 'cloud', 'check'],
  },
  picture: 'services/adobe-experience-manager-aem-development',
  words: localizedWords<typeof original>('services/adobe-experience-manager-aem-development'),
};
