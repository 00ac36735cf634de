import type original from '@/content/words/en/pages/collaboration-models/outsource-custom-software-development.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** Outsourcing a project: discovery first, then fixed or capped prices per milestone. */
export const outsourcingPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/collaboration-models/outsource-custom-software-development'),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/collaboration-models' } },
    sections: [
      { type: 'features', id: 'when-it-fits', icons: ['check', 'team', 'euro', 'clock'] },
      { type: 'process', id: 'how-it-works', link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'features', id: 'what-you-get', icons: ['book', 'euro', 'chat', 'rocket', 'code', 'shield'] },
      { type: 'prose', id: 'pricing' },
      {
        type: 'case-studies',
        id: 'case-studies',
        items: [
          '/case-studies/saas-kyc-verification-process',
          '/case-studies/external-document-managment-system-dms',
        ],
      },
      { type: 'faq', id: 'faq' },
      {
        type: 'cta',
        id: 'cta',
        primary: { href: '/contact' },
        secondary: { href: '/collaboration-models/dedicated-team' },
      },
    ],
  },
};
