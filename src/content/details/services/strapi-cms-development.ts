import type original from '@/content/words/en/services/strapi-cms-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Strapi CMS development: content models, custom plugins, connected frontends, hosting and migrations for headless Strapi. */
export const strapiCmsDevelopment: ServiceDetail = {
  technologies: ['/technologies/node-js', '/technologies/react', '/technologies/vue'],
  caseStudies: [
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
    '/case-studies/e-learning',
  ],
  tools: [
    'Strapi 5',
    'TypeScript',
    'PostgreSQL',
    'GraphQL',
    'Next.js',
    'Nuxt',
    'React Native',
    'Docker',
    'Amazon S3',
    'Meilisearch',
    'Jest',
    'GitHub Actions',
  ],
  icons: {
    problems: ['layers', 'mobile', 'shield', 'cloud'],
    deliverables: ['layers', 'code', 'shield', 'globe', 'cloud', 'book'],
  },
  picture: 'services/strapi-cms-development',
  words: localizedWords<typeof original>('services/strapi-cms-development'),
};
