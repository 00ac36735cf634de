import type original from '@/content/words/en/pages/about.json';
import { localizedWords } from '@/content/localized-words';
import type { WrittenPage } from '@/content/page-structure';
import { leadership } from '@/content/people';
import { offices } from './offices';

/** About us: the story, the figures, values, leadership and the two offices. */
export const aboutPage: WrittenPage = {
  words: localizedWords<typeof original>('pages/about'),
  body: {
    sections: [
      { type: 'prose', id: 'our-story' },
      { type: 'stats', id: 'in-numbers' },
      { type: 'features', id: 'values', icons: ['check', 'chat', 'code', 'shield', 'book', 'heart'], link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'team', id: 'leadership', people: leadership },
      { type: 'locations', id: 'offices', places: offices },
      { type: 'testimonial', id: 'testimonial' },
      { type: 'links', id: 'join-us', items: ['/careers', '/code-camp'] },
      { type: 'cta', id: 'contact', primary: { href: '/contact' }, secondary: { href: '/how-we-work' } },
    ],
  },
};
