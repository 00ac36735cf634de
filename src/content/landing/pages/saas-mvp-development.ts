import type original from '@/content/words/en/landing/saas-mvp-development.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

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
  words: localizedWords<typeof original>('landing/saas-mvp-development'),
};
