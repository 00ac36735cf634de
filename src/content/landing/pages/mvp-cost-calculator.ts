import de from '@/content/words/de/landing/mvp-cost-calculator.json';
import en from '@/content/words/en/landing/mvp-cost-calculator.json';
import type { LandingPage } from '../types';
import { bothLanguages } from '@/content/words';

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
  words: bothLanguages(en, de),
};
