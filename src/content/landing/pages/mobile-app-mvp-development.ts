import de from '@/content/words/de/landing/mobile-app-mvp-development.json';
import en from '@/content/words/en/landing/mobile-app-mvp-development.json';
import type { LandingPage } from '../types';
import { bothLanguages } from '@/content/words';

/** Mobile app MVP: founders who need a first iOS and Android app from one codebase, live in the stores. */
export const mobileAppMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: ['/case-studies/e-learning', '/case-studies/saas-kyc-verification-process'],
  icons: {
    offer: ['mobile', 'chat', 'cloud', 'chart', 'rocket'],
  },
  words: bothLanguages(en, de),
};
