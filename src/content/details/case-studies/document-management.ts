import type original from '@/content/words/en/case-studies/external-document-managment-system-dms.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** External DMS: project workspaces for the partners of an Austrian engineering company, built with Symfony, Angular and a Chrome extension. */
export const documentManagement: CaseStudyDetail = {
  technologies: ['/technologies/php', '/technologies/angular'],
  stack: [
    'PHP 8.3',
    'Symfony',
    'API Platform',
    'PostgreSQL',
    'OpenSearch',
    'Apache Tika',
    'Tesseract OCR',
    'Angular',
    'TypeScript',
    'Chrome Extensions (Manifest V3)',
    'Keycloak',
    'Hetzner Cloud',
  ],
  icons: {
    solution: ['layers', 'shield', 'book', 'code', 'check'],
  },
  pictures: {
    cover: 'case-studies/external-document-managment-system-dms/cover',
    solution: 'case-studies/external-document-managment-system-dms/solution',
    architecture: 'case-studies/external-document-managment-system-dms/architecture',
    results: 'case-studies/external-document-managment-system-dms/results',
  },
  words: localizedWords<typeof original>('case-studies/external-document-managment-system-dms'),
};
