import de from '@/content/words/de/landing/saas-mvp-development.json';
import en from '@/content/words/en/landing/saas-mvp-development.json';
import type { LandingPage } from '../types';
import { bothLanguages } from '@/content/words';

/** SaaS MVP: B2B SaaS founders who need a multi-tenant first release that can take money from pilot customers. */
export const saasMvp: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
  ],
  icons: {
    offer: ['layers', 'euro', 'team', 'chart', 'shield'],
  },
  words: bothLanguages(en, de),
};
