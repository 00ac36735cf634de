import type original from '@/content/words/en/pages/collaboration-models.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** The collaboration models overview: the two models side by side and how to choose. */
export const collaborationModelsPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/collaboration-models'),
  body: {
    hero: { primary: { href: '/contact' } },
    sections: [
      {
        type: 'links',
        id: 'models',
        items: [
          '/collaboration-models/dedicated-team',
          '/collaboration-models/outsource-custom-software-development',
        ],
      },
      { type: 'features', id: 'comparison', icons: ['team', 'layers', 'euro', 'clock', 'chart', 'chat'] },
      { type: 'prose', id: 'how-to-choose' },
      { type: 'testimonial', id: 'testimonial' },
      { type: 'faq', id: 'faq' },
      { type: 'cta', id: 'cta', primary: { href: '/contact' }, secondary: { href: '/how-we-work' } },
    ],
  },
};
