import type original from '@/content/words/en/landing/mvp-cost-calculator.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** MVP cost calculator: for founders and product owners asking “what will my MVP cost?” before they talk to anyone. */
export const mvpCostCalculator: LandingPage = {
  action: 'calculator',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/external-document-managment-system-dms',
  ],
  icons: {
    offer: ['euro', 'layers', 'clock', 'team', 'globe', 'chat'],
  },
  words: localizedWords<typeof original>('landing/mvp-cost-calculator'),
};
