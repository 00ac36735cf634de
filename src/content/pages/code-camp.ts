import type original from '@/content/words/en/pages/code-camp.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** Code Camp: the paid traineeship for junior developers, its curriculum, schedule and how to apply. */
export const codeCampPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/code-camp'),
  body: {
    hero: {
      primary: { href: '/code-camp', hash: 'how-to-apply' },
      secondary: { href: '/code-camp', hash: 'curriculum' },
    },
    sections: [
      { type: 'stats', id: 'at-a-glance' },
      { type: 'prose', id: 'who-it-is-for' },
      { type: 'process', id: 'curriculum' },
      { type: 'features', id: 'what-you-get', icons: ['euro', 'team', 'code', 'book', 'check', 'rocket'] },
      { type: 'prose', id: 'schedule' },
      { type: 'process', id: 'how-to-apply' },
      { type: 'faq', id: 'faq' },
      {
        type: 'cta',
        id: 'apply',
        primary: { href: '/contact' },
        secondary: { href: '/careers', hash: 'open-positions' },
      },
    ],
  },
};
