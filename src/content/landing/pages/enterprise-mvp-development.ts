import de from '@/content/words/de/landing/enterprise-mvp-development.json';
import en from '@/content/words/en/landing/enterprise-mvp-development.json';
import type { LandingPage } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
