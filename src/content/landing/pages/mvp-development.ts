import type original from '@/content/words/en/landing/mvp-development.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** MVP development: founders and product owners who want the first version of their product built by a Berlin team. */
export const mvpDevelopment: LandingPage = {
  action: 'enquiry',
  calculator: true,
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/dashboard-for-optimizing-production-line',
  ],
  icons: {
    offer: ['book', 'design', 'code', 'cloud', 'chart', 'rocket'],
  },
  words: localizedWords<typeof original>('landing/mvp-development'),
};
