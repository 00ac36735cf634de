import type original from '@/content/words/en/services/backend-development.json';
import { localizedWords } from '@/content/localized-words';
import type { ServiceDetail } from '../types';

/** Backend development: APIs, integrations, automated workflows and operations with Go, Node.js and PHP. */
export const backendDevelopment: ServiceDetail = {
  technologies: ['/technologies/go', '/technologies/node-js', '/technologies/php'],
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/external-document-managment-system-dms',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  tools: [
    'Symfony',
    'Laravel',
    'NestJS',
    'PostgreSQL',
    'TimescaleDB',
    'Redis',
    'OpenSearch',
    'OpenAPI',
    'Docker',
    'Kubernetes',
    'Terraform',
    'OpenTelemetry',
  ],
  icons: {
    problems: ['clock', 'layers', 'globe', 'chart'],
    deliverables: ['code', 'layers', 'globe', 'check', 'cloud'],
  },
  picture: 'services/backend-development',
  words: localizedWords<typeof original>('services/backend-development'),
};
