import type original from '@/content/words/en/landing/startup-growth-partner.json';
import { localizedWords } from '@/content/localized-words';
import type { LandingPage } from '../types';

/** Startup growth partner: funded startups from seed to Series B that need a long-term team to build, scale and hire. */
export const startupGrowthPartner: LandingPage = {
  action: 'enquiry',
  caseStudies: [
    '/case-studies/saas-kyc-verification-process',
    '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
    '/case-studies/e-learning',
  ],
  icons: {
    offer: ['team', 'chat', 'shield', 'cloud', 'heart', 'layers'],
  },
  words: localizedWords<typeof original>('landing/startup-growth-partner'),
};
