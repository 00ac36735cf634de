import type original from '@/content/words/en/landing/mvp-calculator.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** MVP planning calculator: for founders and product teams deciding what goes into the first release and when it can launch. */
export const mvpCalculator: LandingPage = {
  action: 'calculator',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  icons: {
    offer: ['clock', 'layers', 'team', 'globe', 'chart', 'euro'],
  },
  words: localizedWords<typeof original>('landing/mvp-calculator'),
};
