import type original from '@/content/words/en/pages/collaboration-models/dedicated-team.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** The dedicated team model: when it fits, how it works, who is on the team and what it costs. */
export const dedicatedTeamPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/collaboration-models/dedicated-team'),
  body: {
    hero: { primary: { href: '/contact' }, secondary: { href: '/collaboration-models' } },
    sections: [
      { type: 'features', id: 'when-it-fits', icons: ['rocket', 'team', 'check', 'book'] },
      { type: 'process', id: 'how-it-works' },
      {
        type: 'features',
        id: 'team-composition',
        icons: ['code', 'layers', 'mobile', 'check', 'design', 'cloud', 'chat'],
      },
      { type: 'prose', id: 'pricing' },
      {
        type: 'case-studies',
        id: 'case-studies',
        items: [
          '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering',
          '/case-studies/slotmagie',
        ],
      },
      { type: 'faq', id: 'faq' },
      {
        type: 'cta',
        id: 'cta',
        primary: { href: '/contact' },
        secondary: { href: '/collaboration-models/outsource-custom-software-development' },
      },
    ],
  },
};
