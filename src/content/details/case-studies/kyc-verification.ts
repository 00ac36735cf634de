import type original from '@/content/words/en/case-studies/saas-kyc-verification-process.json';
import { localizedWords } from '@/content/localized-words';
import type { CaseStudyDetail } from '../types';

/** SaaS KYC: a guided business-customer verification built with Go, React, React Native, a Chrome extension and a Node.js BFF. */
export const kycVerification: CaseStudyDetail = {
  technologies: ['/technologies/go', '/technologies/react', '/technologies/node-js'],
  stack: [
    'Go',
    'PostgreSQL',
    'React',
    'TypeScript',
    'React Native',
    'Node.js',
    'NestJS',
    'Chrome Extensions (Manifest V3)',
    'OpenAPI',
    'AWS Frankfurt (ECS, S3, KMS)',
    'Terraform',
    'Playwright',
  ],
  icons: {
    solution: ['check', 'shield', 'mobile', 'team', 'layers'],
  },
  pictures: {
    cover: 'case-studies/saas-kyc-verification-process/cover',
    solution: 'case-studies/saas-kyc-verification-process/solution',
    architecture: 'case-studies/saas-kyc-verification-process/architecture',
    results: 'case-studies/saas-kyc-verification-process/results',
  },
  words: localizedWords<typeof original>('case-studies/saas-kyc-verification-process'),
};
