import type original from '@/content/words/en/landing/enterprise-mvp-development.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** Enterprise MVP: innovation teams in large companies who need a pilot that passes IT, security and the works council. */
export const enterpriseMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/external-document-managment-system-dms',
  ],
  icons: {
    offer: ['shield', 'check', 'layers', 'book', 'team', 'cloud'],
  },
  words: localizedWords<typeof original>('landing/enterprise-mvp-development'),
};
