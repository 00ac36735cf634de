import type original from '@/content/words/en/services/spryker-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Spryker development: new shops, custom modules, integrations, Vue frontends and upgrades for Spryker commerce. */
export const sprykerDevelopment: ServiceDetail = {
  technologies: ['/technologies/php', '/technologies/vue'],
  caseStudies: [
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
  ],
  tools: [
    'Spryker Cloud Commerce OS',
    'Glue API',
    'Zed',
    'Yves',
    'Twig',
    'Composer',
    'Redis',
    'Elasticsearch',
    'RabbitMQ',
    'Jenkins',
    'Codeception',
    'PHPStan',
  ],
  icons: {
    problems: ['cart', 'clock', 'layers', 'chart'],
    deliverables: ['cart', 'code', 'layers', 'design', 'rocket'],
  },
  picture: 'services/spryker-development',
  words: localizedWords<typeof original>('services/spryker-development'),
};
