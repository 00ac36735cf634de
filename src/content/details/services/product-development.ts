import type original from '@/content/words/en/services/product-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Product development: one cross-functional team takes a product from discovery to live operation and growth. */
export const productDevelopment: ServiceDetail = {
  technologies: ['/technologies/go', '/technologies/react', '/technologies/node-js'],
  caseStudies: [
    '/case-studies/e-learning',
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'TypeScript',
    'Next.js',
    'React Native',
    'PostgreSQL',
    'Redis',
    'Docker',
    'Terraform',
    'GitHub Actions',
    'Playwright',
    'Sentry',
    'Grafana',
    'Figma',
  ],
  icons: {
    problems: ['layers', 'clock', 'chart', 'shield'],
    deliverables: ['design', 'code', 'mobile', 'cloud', 'check'],
  },
  picture: 'services/product-development',
  words: localizedWords<typeof original>('services/product-development'),
};
