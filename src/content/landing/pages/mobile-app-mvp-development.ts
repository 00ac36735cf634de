import type original from '@/content/words/en/landing/mobile-app-mvp-development.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** Mobile app MVP: founders who need a first iOS and Android app from one codebase, live in the stores. */
export const mobileAppMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: ['/case-studies/e-learning', '/case-studies/saas-kyc-verification-process'],
  icons: {
    offer: ['mobile', 'chat', 'cloud', 'chart', 'rocket'],
  },
  words: localizedWords<typeof original>('landing/mobile-app-mvp-development'),
};
