import type original from '@/content/words/en/pages/case-studies.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** The case studies overview: every project, results across them and what they have in common. */
export const caseStudiesOverviewPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/case-studies'),
  body: {
    sections: [
      {
        type: 'case-studies',
        id: 'projects',
        items: [
          '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators',
          '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
          '/case-studies/building-a-better-casino-experience-with-aem',
          '/case-studies/slotmagie',
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/e-learning',
          '/case-studies/external-document-managment-system-dms',
          '/case-studies/dashboard-for-optimizing-production-line',
        ],
      },
      { type: 'stats', id: 'results' },
      { type: 'features', id: 'common-ground', icons: ['clock', 'code', 'chart'], link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'testimonial', id: 'client-voice' },
      { type: 'prose', id: 'confidentiality' },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/services' } },
    ],
  },
};
