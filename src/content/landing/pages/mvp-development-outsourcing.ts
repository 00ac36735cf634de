import type original from '@/content/words/en/landing/mvp-development-outsourcing.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** MVP outsourcing: companies and founders deciding whether and where to outsource their MVP, and why an EU team. */
export const mvpDevelopmentOutsourcing: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/external-document-managment-system-dms',
  ],
  icons: {
    offer: ['clock', 'shield', 'book', 'code', 'team', 'layers'],
  },
  words: localizedWords<typeof original>('landing/mvp-development-outsourcing'),
};
