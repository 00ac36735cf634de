import type original from '@/content/words/en/pages/careers.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';

/** Careers: why work here, benefits, the open positions, the hiring process and questions. */
export const careersPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/careers'),
  body: {
    hero: { primary: { href: '/careers', hash: 'open-positions' }, secondary: { href: '/code-camp' } },
    sections: [
      { type: 'features', id: 'why-kovalent', icons: ['rocket', 'chat', 'clock', 'team', 'heart', 'globe'] },
      { type: 'features', id: 'benefits', icons: ['euro', 'clock', 'globe', 'book', 'heart', 'mobile'] },
      { type: 'jobs', id: 'open-positions' },
      { type: 'process', id: 'hiring-process' },
      { type: 'links', id: 'learn-more', items: ['/code-camp', '/how-we-work', '/about'] },
      { type: 'faq', id: 'faq' },
      {
        type: 'cta',
        id: 'questions',
        primary: { href: '/contact' },
        secondary: { href: '/careers', hash: 'open-positions' },
      },
    ],
  },
};
